/**
 * Runs jobs one after another per key: a job waits for every earlier job that shares one of
 * its keys (a branch's data, a compute's server), and jobs on different keys run side by side.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(keys: string[], job: () => Promise<T>): Promise<T> {
    const before = keys.map((key) => this.tails.get(key)).filter((tail) => tail !== undefined);
    const result = Promise.allSettled(before).then(job);
    const tail = result.catch(() => undefined);
    for (const key of keys) this.tails.set(key, tail);
    tail.then(() => {
      for (const key of keys) if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Resolves once every job queued so far has settled. */
  async idle(): Promise<void> {
    while (this.tails.size > 0) await Promise.allSettled([...this.tails.values()]);
  }
}
