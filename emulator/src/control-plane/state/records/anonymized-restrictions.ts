/** Neon's restricted actions of an anonymized branch, with its reasons. */
export const anonymizedRestrictions = [
  { name: "restore", reason: "cannot restore anonymized branches" },
  {
    name: "delete-rw-endpoint",
    reason: "cannot delete read-write endpoints for anonymized branches",
  },
] as const;

export type RestrictedAction = (typeof anonymizedRestrictions)[number]["name"];
