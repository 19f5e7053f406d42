import { z } from "zod";

/** Request bodies more than one route reads (Neon's names and limits). */

export const neonId = z.string().regex(/^[a-z0-9-]{1,60}$/, "must match ^[a-z0-9-]{1,60}$");

/** Compute attributes shared by create, update and branch-create requests (Neon's names). */
export const computeSettingsShape = {
  autoscaling_limit_min_cu: z.number().optional(),
  autoscaling_limit_max_cu: z.number().optional(),
  suspend_timeout_seconds: z.number().int().optional(),
  settings: z.object({ pg_settings: z.record(z.string(), z.string()).optional() }).optional(),
  provisioner: z.string().optional(),
  pooler_enabled: z.boolean().optional(),
  pooler_mode: z.literal("transaction").optional(),
  disabled: z.boolean().optional(),
  passwordless_access: z.boolean().optional(),
  name: z.string().min(1).max(64).optional(),
};

export const endpointTypeSchema = z.enum(["read_write", "read_only"]);

/** Neon's AnnotationValueData: at most 50 string properties. */
export const annotationValueSchema = z
  .record(z.string(), z.string())
  .refine((value) => Object.keys(value).length <= 50, "at most 50 annotation properties");

/** POST …/branches, and `branch_create` of POST …/branch_anonymized. */
export const branchCreateRequest = z
  .object({
    annotation_value: annotationValueSchema.optional(),
    branch: z
      .object({
        name: z.string().min(1).max(256).optional(),
        parent_id: z
          .string()
          .regex(/^[a-z0-9-]{1,60}$/)
          .optional(),
        init_source: z.enum(["parent-data", "schema-only"]).optional(),
        protected: z.boolean().optional(),
        expires_at: z.string().optional(),
      })
      .optional(),
    endpoints: z.array(z.object({ type: endpointTypeSchema, ...computeSettingsShape })).optional(),
  })
  .optional();

/** Neon's MaskingRule; one of masking_function and masking_value is required (they exclude each other). */
export const maskingRuleSchema = z.object({
  database_name: z.string().min(1),
  schema_name: z.string().min(1),
  table_name: z.string().min(1),
  column_name: z.string().min(1),
  masking_function: z.string().optional(),
  masking_value: z.string().optional(),
});

export const maskingRulesSchema = z.array(maskingRuleSchema).max(1000);
