import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';

const ZDependencySchema = z.object({
  reachable: z.boolean(),
  latencyMs: z.number().nullable(),
});

export const HEALTH_FAULTS = ['database', 'redis'] as const;

/**
 * Everyone sees the status and which dependency is down (a load balancer acts on the HTTP status:
 * 200 or 503); versions and timings are for admins only, since they help an attacker pick exploits.
 */
export const ZGetHealthDataSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  faults: z.array(z.enum(HEALTH_FAULTS)),
  version: z.string().optional(),
  uptimeSeconds: z.number().optional(),
  database: ZDependencySchema.extend({
    kind: z.enum(['pglite', 'postgres']),
    serverVersion: z.string().nullable(),
    schemaVersion: z.number().int().nullable(),
    /** When this database was first initialised by Pantau; survives restarts. */
    initializedAt: z.iso.datetime({ offset: true }).nullable(),
  }).optional(),
  redis: ZDependencySchema.nullable().optional(),
});
export type TGetHealthData = z.infer<typeof ZGetHealthDataSchema>;

export const ZGetHealthResponseSchema = okEnvelope(ZGetHealthDataSchema);

/** /api/health/live: the process runs and answers, whatever its dependencies say. */
export const ZGetLivenessResponseSchema = okEnvelope(z.object({ status: z.literal('ok') }));
