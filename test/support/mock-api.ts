import { type Dispatcher, getGlobalDispatcher, MockAgent, setGlobalDispatcher } from "undici";
import { afterEach, beforeEach } from "vitest";
import { ApiClient } from "../../src/api/http.ts";
import { Deadline } from "../../src/api/timing.ts";

export const MOCK_ORIGIN = "https://api.test";

/**
 * undici's MockAgent as the global dispatcher for each test of the calling file, for
 * exact-response unit tests of the API client; the end-to-end tests use the emulator.
 */
export function useMockApi(): { pool: () => ReturnType<MockAgent["get"]> } {
  let agent: MockAgent;
  let previous: Dispatcher;
  beforeEach(() => {
    previous = getGlobalDispatcher();
    agent = new MockAgent();
    agent.disableNetConnect();
    setGlobalDispatcher(agent);
  });
  afterEach(async () => {
    setGlobalDispatcher(previous);
    await agent.close();
  });
  return { pool: () => agent.get(MOCK_ORIGIN) };
}

export function mockClient(seconds = 10, apiKey = "key-1", requestTimeoutMs = 500): ApiClient {
  return new ApiClient({
    baseUrl: `${MOCK_ORIGIN}/api/v2`,
    apiKey,
    deadline: new Deadline(seconds),
    requestTimeoutMs,
  });
}
