import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';

const ZDependencySchema = z.object({
  reachable: z.boolean(),
  latencyMs: z.number().nullable(),
});

export const ZGetHealthDataSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: ZDependencySchema.extend({
    kind: z.enum(['pglite', 'postgres']),
    serverVersion: z.string().nullable(),
    schemaVersion: z.number().int().nullable(),
    /** When this database was first initialised by Pantau; survives restarts. */
    initializedAt: z.iso.datetime({ offset: true }).nullable(),
  }),
  redis: ZDependencySchema.nullable(),
});
export type TGetHealthData = z.infer<typeof ZGetHealthDataSchema>;

export const ZGetHealthResponseSchema = okEnvelope(ZGetHealthDataSchema);
