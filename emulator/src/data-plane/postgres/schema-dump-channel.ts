/**
 * The shared memory between the pg_dump worker, which blocks while it waits for the server's
 * bytes, and the thread that owns the socket. The worker asks for bytes with a message, then
 * waits on `state`; the socket's side fills `bytes`, sets `length` and `status`, and wakes it.
 */
export interface ChannelBuffers {
  control: SharedArrayBuffer;
  bytes: SharedArrayBuffer;
}

export const channelSlot = { state: 0, length: 1, status: 2 } as const;
export const channelState = { waiting: 0, answered: 1 } as const;
export const channelStatus = { data: 0, closed: 1 } as const;

/** Room for one answer; a larger answer arrives over several reads. */
export const channelCapacity = 1 << 20;

export function createChannelBuffers(): ChannelBuffers {
  return {
    control: new SharedArrayBuffer(3 * Int32Array.BYTES_PER_ELEMENT),
    bytes: new SharedArrayBuffer(channelCapacity),
  };
}

/** From the worker to the socket's side. */
export type WorkerRequest =
  | { type: "send"; bytes: Uint8Array }
  | { type: "receive" }
  | { type: "done"; sql: string }
  | { type: "failed"; message: string };
