import {
  type ComputeGateway,
  ConnectionRefusal,
  type ProxyTarget,
} from "../../../front-doors/compute-gateway.ts";
import { isEndpointAddress } from "../../../front-doors/endpoint-address.ts";
import { notFound } from "../../errors.ts";
import type { Platform } from "../../state/platform.ts";
import type { Compute, Project } from "../../state/records/records.ts";
import { connectionRefusal } from "../anonymization/anonymization.ts";
import { launchOf } from "../shared/data-plane-requests.ts";
import { armIdleTimer, connect, touch } from "./compute-lifecycle.ts";

/**
 * Client connections: the proxy's questions to the control plane (where does this endpoint's
 * connection go?), and the admin API's simulated client (`connect`).
 */

/** The platform as every front door of the proxy asks it (front-doors/compute-gateway.ts). */
export function computeGateway(platform: Platform): ComputeGateway {
  return {
    resolve: (endpointId) => routeConnection(platform, endpointId),
    // The proxy authenticates clients itself, as Neon's does (channel binding needs it).
    credentials: (endpointId, user) => roleCredentials(platform, endpointId, user),
    onConnect: (endpointId) => connectionOpened(platform, endpointId),
    onDisconnect: (endpointId) => connectionClosed(platform, endpointId),
  };
}

/**
 * Every endpoint whose host is its own loopback address (front-doors/endpoint-address.ts), for
 * the proxy's doors on them (proxy/endpoint-listeners.ts).
 */
export function endpointAddresses(platform: Platform): { endpointId: string; address: string }[] {
  return [...platform.state.projects.values()].flatMap((project) =>
    [...project.computes.values()]
      .filter((compute) => isEndpointAddress(compute.host))
      .map((compute) => ({ endpointId: compute.id, address: compute.host })),
  );
}

const pooledSuffix = /-pooler$/;

function findCompute(platform: Platform, endpointId: string) {
  const id = endpointId.replace(pooledSuffix, "");
  for (const project of platform.state.projects.values()) {
    const compute = project.computes.get(id);
    if (compute) return { project, compute };
  }
  return undefined;
}

/**
 * Routes a client connection: an unknown or deleted endpoint is refused at once; an idle
 * compute is woken through a start_compute operation, and the connection proceeds when it
 * has finished.
 */
export async function routeConnection(
  platform: Platform,
  endpointId: string,
): Promise<ProxyTarget> {
  platform.catchUp();
  const found = findCompute(platform, endpointId);
  if (!found) {
    throw new ConnectionRefusal(
      `endpoint ${endpointId} could not be found: it does not exist or was deleted. Check the endpoint ID in the connection string.`,
      "XX000",
    );
  }
  const { project, compute } = found;
  // 57P03 cannot_connect_now: the branch holds data that must not be read yet (or is being masked).
  const masking = connectionRefusal(project.branches.get(compute.branch_id));
  if (masking) throw new ConnectionRefusal(masking, "57P03");
  const { operations } = connect(platform, project, compute);
  // connect() counted a client; the proxy counts the real ones as they come and go.
  compute.open_connections = Math.max(0, compute.open_connections - 1);
  const starting = operations.length > 0 ? operations : runningStarts(project, compute);
  for (const op of starting) {
    const settled = await platform.operations.settled(op);
    if (settled.status === "failed") {
      throw new ConnectionRefusal(
        `compute ${compute.id} could not start: ${settled.error ?? "start_compute failed"}`,
        "XX000",
      );
    }
  }
  if (!project.computes.has(compute.id)) {
    throw new ConnectionRefusal(
      `endpoint ${endpointId} was deleted while the connection waited for it`,
      "XX000",
    );
  }
  if (compute.current_state !== "active") {
    throw new ConnectionRefusal(
      `compute ${compute.id} is ${compute.current_state}; try again`,
      "XX000",
    );
  }
  const target = platform.dataPlane.target(compute.id);
  if (target) return target;
  // The control plane says active but no server runs (it was killed): start it again.
  await platform.dataPlane.startCompute(launchOf(compute));
  const restarted = platform.dataPlane.target(compute.id);
  if (!restarted)
    throw new ConnectionRefusal(`compute ${compute.id} has no running server`, "XX000");
  return restarted;
}

function runningStarts(project: Project, compute: Compute) {
  return project.operations.filter(
    (op) =>
      op.endpoint_id === compute.id &&
      op.action === "start_compute" &&
      (op.status === "scheduling" || op.status === "running"),
  );
}

export function connectionOpened(platform: Platform, endpointId: string): void {
  const found = findCompute(platform, endpointId);
  if (!found) return;
  const { compute } = found;
  compute.live_connections += 1;
  compute.open_connections += 1;
  compute.last_activity_at = platform.clock.now();
  compute.last_active = compute.last_activity_at;
  touch(platform, compute);
}

export function connectionClosed(platform: Platform, endpointId: string): void {
  const found = findCompute(platform, endpointId);
  if (!found) return;
  const { project, compute } = found;
  compute.live_connections = Math.max(0, compute.live_connections - 1);
  compute.open_connections = Math.max(0, compute.open_connections - 1);
  compute.last_activity_at = platform.clock.now();
  armIdleTimer(platform, project, compute);
}

/**
 * The password of a role on the endpoint's branch, for the proxy, which authenticates clients
 * itself (as Neon's does); undefined for an unknown endpoint or role.
 */
export async function roleCredentials(
  platform: Platform,
  endpointId: string,
  user: string,
): Promise<{ password: string } | undefined> {
  const found = findCompute(platform, endpointId);
  const branch = found?.project.branches.get(found.compute.branch_id);
  const role = branch?.roles.get(user);
  if (role) return { password: role.password };
  // A role a branch service logs in as (the Data API's authenticator), on a branch that has it.
  const login = branch ? platform.branchServices.login(branch, user) : undefined;
  return login ? { password: login.password } : undefined;
}

/** A simulated client connects (admin `connect`): 404 for an unknown endpoint. */
export function connectClient(platform: Platform, endpointId: string) {
  for (const project of platform.state.projects.values()) {
    const compute = project.computes.get(endpointId);
    if (compute) return { project, compute, ...connect(platform, project, compute) };
  }
  throw notFound(`endpoint ${endpointId} not found`);
}
