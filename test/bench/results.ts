import type { BranchCopyResult } from "./branch-copy.ts";
import type { ConcurrencyResult } from "./concurrency.ts";
import type { DataApiResult } from "./data-api.ts";
import type { FlowResult } from "./flows.ts";
import type { FunctionsResult } from "./functions.ts";
import type { MigrationImpactResult } from "./migration-impact.ts";
import type { NeonAuthResult } from "./neon-auth.ts";
import type { ObjectStorageResult } from "./object-storage.ts";
import type { OverheadCase } from "./overhead.ts";
import type { PostSchemaDiffResult } from "./post-schema-diff.ts";
import type { QueryImpactResult } from "./query-impact.ts";
import type { RealComputesResult } from "./real-computes.ts";
import type { SchemaResult } from "./schema.ts";
import type { ServerlessResult } from "./serverless.ts";
import type { StartupResult } from "./startup.ts";
import type { SweepResult } from "./sweep.ts";
import type { TestSuiteResult } from "./test-suite.ts";

/** Everything one `npm run bench` measured. */
export interface BenchResults {
  overhead: OverheadCase[];
  flows: FlowResult;
  concurrency: ConcurrencyResult;
  startup: StartupResult;
  realComputes: RealComputesResult;
  sweep: SweepResult;
  schema: SchemaResult;
  postSchemaDiff: PostSchemaDiffResult;
  serverless: ServerlessResult;
  neonAuth: NeonAuthResult;
  dataApi: DataApiResult;
  objectStorage: ObjectStorageResult;
  functions: FunctionsResult;
  migrationImpact: MigrationImpactResult;
  queryImpact: QueryImpactResult;
  branchCopy: BranchCopyResult;
  /** Only with `-- --suite`. */
  testSuite?: TestSuiteResult;
}
