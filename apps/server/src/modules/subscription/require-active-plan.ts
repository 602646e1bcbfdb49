import type { FastifyRequest } from 'fastify';
import { SUBSCRIPTION_ERROR_CODES, SUBSCRIPTION_MESSAGES } from '@pantau/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { grantTrialIfDue } from './periods.service.ts';
import { findAccess } from './subscription.repo.ts';

/**
 * preHandler (after app.authenticate) for analysis endpoints: an active trial or paid period, or
 * role admin. One indexed query per request; a verified account that never had its trial gets it
 * here on first use.
 */
export function requireActivePlan(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    const user = request.auth.user;
    if (user.role === 'admin') return;
    const now = new Date();
    const access = await findAccess(db, user.id, now);
    if (access.active) return;
    if (!access.trialGranted) {
      if (await grantTrialIfDue(db, user, now)) return;
      // A member's first screen sends several calls at once. One that lost the grant to another
      // finds the trial that call has just committed, which starts at that call's clock, after
      // this one's `now`.
      if ((await findAccess(db, user.id, new Date())).active) return;
    }
    throw new AppError(
      403,
      SUBSCRIPTION_ERROR_CODES.subscriptionRequired,
      SUBSCRIPTION_MESSAGES.subscriptionRequired,
    );
  };
}
