/**
 * A value built on its first use, then kept. Each step is a new process: a zod schema built at
 * module load costs every step's start-up whether or not it parses with it (docs/performance.md).
 */
export function lazy<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => {
    built ??= { value: build() };
    return built.value;
  };
}
