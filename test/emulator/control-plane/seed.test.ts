import { describe, expect, test } from "vitest";
import { builtInSeed, loadSeed, SeedError, startEmulator } from "../../../emulator/src/index.ts";

describe("seed validation", () => {
  test("the built-in seed: one admin user, one organization, one project with main and its primary compute, one key of each type", () => {
    const seed = loadSeed(builtInSeed());
    expect(seed.users).toHaveLength(1);
    expect(seed.organizations).toEqual([expect.objectContaining({ admins: [seed.users[0]?.id] })]);
    expect(seed.projects).toHaveLength(1);
    const [project] = seed.projects;
    expect(project?.id).toMatch(/^[a-z]+-[a-z]+-\d{8}$/);
    expect(project?.owner).toEqual({ org: seed.organizations[0]?.id });
    expect(project?.branches).toEqual([
      expect.objectContaining({
        name: "main",
        default: true,
        computes: [expect.objectContaining({ type: "read_write", current_state: "active" })],
      }),
    ]);
    expect(seed.api_keys.map((k) => k.type)).toEqual(["personal", "organization", "project"]);
    expect(seed.timing).toMatchObject({
      operation_ms: 1000,
      suspend_timeout_seconds: 300,
      time_scale: 1,
    });
  });

  test.each([
    [{ users: [{ id: "x", name: "a", email: "a@b.c" }] }, "Invalid UUID\n  → at users[0].id"],
    [
      {
        users: [],
        projects: [
          {
            id: "p-1",
            owner: { user: "6b5ae5b8-2f5b-4a8e-9c39-2a1f0c2e7d11" },
            branches: [{ name: "main" }],
          },
        ],
      },
      "unknown user",
    ],
    [
      {
        users: [],
        organizations: [{ id: "org-1", name: "o" }],
        projects: [
          {
            id: "p-1",
            owner: { org: "org-1" },
            branches: [
              { name: "a", default: true },
              { name: "b", default: true },
            ],
          },
        ],
      },
      "exactly one branch must have default: true",
    ],
    [
      {
        users: [],
        organizations: [{ id: "org-1", name: "o" }],
        projects: [
          {
            id: "p-1",
            owner: { org: "org-1" },
            branches: [
              {
                name: "a",
                default: true,
                computes: [{ autoscaling_limit_min_cu: 3, autoscaling_limit_max_cu: 20 }],
              },
            ],
          },
        ],
      },
      "sizes above 16 CU are fixed only",
    ],
    [
      { users: [], api_keys: [{ type: "personal", token: "0123456789abcdef0123" }] },
      "a personal key needs user",
    ],
    [{ users: [], plan: "enterprise" }, "plan"],
    [{ users: [], extra: 1 }, "extra"],
  ])("refuses %j with a message naming the problem", (input, message) => {
    expect(() => loadSeed(input)).toThrow(SeedError);
    expect(() => loadSeed(input)).toThrow(message);
  });

  test("ids and tokens missing from a seed are generated", () => {
    const seed = loadSeed({
      users: [{ id: "6b5ae5b8-2f5b-4a8e-9c39-2a1f0c2e7d11", name: "u", email: "u@example.test" }],
      projects: [
        {
          id: "p-1",
          owner: { user: "6b5ae5b8-2f5b-4a8e-9c39-2a1f0c2e7d11" },
          branches: [{ name: "main", default: true, computes: [{}] }],
        },
      ],
      api_keys: [{ type: "personal", user: "6b5ae5b8-2f5b-4a8e-9c39-2a1f0c2e7d11" }],
    });
    expect(seed.projects[0]?.branches[0]?.id).toMatch(/^br-/);
    expect(seed.projects[0]?.branches[0]?.computes[0]?.id).toMatch(/^ep-/);
    expect(seed.api_keys[0]?.token).toMatch(/^[a-z0-9]{64}$/);
  });
});

test("a custom seed: idle computes, a free plan and its timing are used", async () => {
  const userId = "6b5ae5b8-2f5b-4a8e-9c39-2a1f0c2e7d11";
  const emulator = await startEmulator({
    postgres: false,
    seed: {
      plan: "free",
      timing: { time_scale: 0, check_availability_interval_ms: 0 },
      users: [{ id: userId, name: "u", email: "u@example.test" }],
      projects: [
        {
          id: "solo-project-00000001",
          owner: { user: userId },
          branches: [
            {
              id: "br-main-00000001",
              name: "main",
              default: true,
              computes: [{ id: "ep-sleepy-00000001", current_state: "idle" }],
            },
          ],
        },
      ],
      api_keys: [{ type: "personal", user: userId, token: "solo-token-0000000000000000000001" }],
    },
    opMs: 40,
  });
  try {
    expect(emulator.projectId).toBe("solo-project-00000001");
    expect(emulator.keys).toEqual({
      personal: "solo-token-0000000000000000000001",
      organization: "",
      project: "",
    });
    const response = await fetch(
      `${emulator.baseUrl}/projects/solo-project-00000001/endpoints/ep-sleepy-00000001`,
      {
        headers: { authorization: "Bearer solo-token-0000000000000000000001" },
      },
    );
    const { endpoint } = (await response.json()) as { endpoint: { current_state: string } };
    expect(endpoint.current_state).toBe("idle");
    const state = (await (await fetch(`${emulator.adminUrl}/state`)).json()) as {
      plan: string;
      timing: { operation_ms: number };
    };
    expect(state).toMatchObject({ plan: "free", timing: { operation_ms: 40 } });
  } finally {
    await emulator.stop();
  }
});
