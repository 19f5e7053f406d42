import { trustEmulatorCertificate } from "../../emulator/src/proxy/tls/tls.ts";

/**
 * Trusts the emulator proxy's CA in this process, and answers what a workflow sets for the
 * runner to trust it too (`env: NODE_EXTRA_CA_CERTS: <ca.pem>`): the action's node-postgres treats
 * `sslmode=require` as verify-full, and Node reads the variable only when a process starts. It
 * replaces the machine's own NODE_EXTRA_CA_CERTS in the step: the demos' steps reach loopback
 * servers only.
 */
export async function trustEmulatorOnRunner(): Promise<{
  caPath: string;
  runnerEnv: Record<string, string>;
}> {
  const { caPath } = await trustEmulatorCertificate();
  return { caPath, runnerEnv: { NODE_EXTRA_CA_CERTS: caPath } };
}
