import { describe, expect, test } from "vitest";
import { waitFor, waitUntil } from "../../support/wait.ts";

describe("waitFor", () => {
  test("returns the first value the probe yields, polling until then", async () => {
    let polls = 0;
    const value = await waitFor("the third poll", () => (++polls === 3 ? "three" : undefined), {
      intervalMs: 1,
    });
    expect(value).toBe("three");
    expect(polls).toBe(3);
  });

  test("a falsy value other than undefined is a value", async () => {
    expect(await waitFor("zero", () => 0)).toBe(0);
    expect(await waitFor("false", async () => false)).toBe(false);
  });

  test("past the deadline it throws, naming what it waited for and how things last stood", async () => {
    await expect(
      waitFor(
        "the moon",
        () => undefined,
        { timeoutMs: 20, intervalMs: 5 },
        () => "still new",
      ),
    ).rejects.toThrow("Timed out after 20 ms waiting until the moon (still new)");
  });

  test("an error of the probe ends the wait with it", async () => {
    await expect(
      waitFor("a failing probe", () => {
        throw new Error("it broke");
      }),
    ).rejects.toThrow("it broke");
  });
});

describe("waitUntil", () => {
  test("waits until the check holds", async () => {
    let polls = 0;
    await waitUntil("the second poll", async () => ++polls === 2, { intervalMs: 1 });
    expect(polls).toBe(2);
  });

  test("past the deadline it throws, naming the condition", async () => {
    await expect(waitUntil("never", () => false, { timeoutMs: 10, intervalMs: 5 })).rejects.toThrow(
      "Timed out after 10 ms waiting until never",
    );
  });
});
