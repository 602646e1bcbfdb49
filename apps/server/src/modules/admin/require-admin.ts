import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, messageForStatus } from '@pantau/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findUserAccess } from './admin-users.repo.ts';

/**
 * preHandler after `app.authenticate`: the role is read from the database on every call, never from
 * the token or the session cache, so a demotion takes effect on the very next request.
 */
export const requireAdmin = (db: Db) => async (request: FastifyRequest) => {
  const access = await findUserAccess(db, request.auth.user.id);
  if (access?.role === 'admin' && access.isActive) return;
  request.log.warn(
    { userId: request.auth.user.id, role: access?.role ?? null, path: request.url },
    'admin route refused',
  );
  throw new AppError(403, ERROR_CODES.forbidden, messageForStatus(403));
};
