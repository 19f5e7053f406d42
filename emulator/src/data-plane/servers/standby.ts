import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type AdminCredentials, adminRole, quoteLiteral } from "../postgres/admin-sql.ts";
import { giveTo, type ServerUser } from "../postgres/server-user.ts";

/**
 * Turns a copy of a branch's data into a hot standby's: `standby.signal`, and the primary to
 * stream from when one runs (else the standby serves the copy as it is).
 */
export async function makeStandby(
  dir: string,
  options: {
    primaryPort: number | undefined;
    credentials: AdminCredentials;
    user: ServerUser | undefined;
    /** Consumes an armed standby_fails fault: the standby's server will refuse to start. */
    takeFault: () => boolean;
  },
): Promise<void> {
  await writeFile(join(dir, "standby.signal"), "");
  if (options.primaryPort !== undefined) {
    const conninfo = `host=127.0.0.1 port=${options.primaryPort} user=${adminRole} password=${options.credentials.password}`;
    await writeFile(
      join(dir, "postgresql.auto.conf"),
      `primary_conninfo = ${quoteLiteral(conninfo)}\n`,
      { flag: "a" },
    );
  }
  if (options.takeFault()) {
    // A setting PostgreSQL does not know: the standby's server refuses to start, for real.
    await writeFile(join(dir, "postgresql.auto.conf"), "emulator_standby_fails = on\n", {
      flag: "a",
    });
  }
  await giveTo(options.user, join(dir, "standby.signal"));
  await giveTo(options.user, join(dir, "postgresql.auto.conf"));
}
