import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';

const count = z.number().int().min(0);

/** Paid-plan figures; present once the subscription tables exist. Revenue is whole rupiah. */
export const ZAdminSubscriptionStatsSchema = z.object({
  activeSubscribers: count,
  activeTrials: count,
  revenueThisMonth: count,
});
export type TAdminSubscriptionStats = z.infer<typeof ZAdminSubscriptionStatsSchema>;

/** GET /api/admin/stats. `newUsers` counts sign-ups since the 1st of this month in Asia/Jakarta. */
export const ZAdminStatsSchema = z.object({
  totalUsers: count,
  activeUsers: count,
  newUsers: count,
  verificationStats: z.object({ verified: count, unverified: count }),
  roleDistribution: z.object({ admin: count, user: count, moderator: count }),
  subscriptions: ZAdminSubscriptionStatsSchema.optional(),
});
export type TAdminStats = z.infer<typeof ZAdminStatsSchema>;
export const ZGetAdminStatsResponseSchema = okEnvelope(ZAdminStatsSchema);
