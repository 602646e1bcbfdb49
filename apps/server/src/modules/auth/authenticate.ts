import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_ERROR_CODES, AUTH_MESSAGES } from '@pantau/contracts';
import { AppError } from '../../platform/errors.ts';
import type { RequestMeta } from '../../platform/user-agent.ts';
import type { AuthDeps } from './auth-deps.ts';
import { authenticateAccessToken, type Authenticated } from './session.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for protected routes: sets request.auth or answers 401/403. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    auth: Authenticated;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export const requestMeta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});

/** Decorates the root instance so every module's routes can use `preHandler: app.authenticate`. */
export function registerAuthentication(app: FastifyInstance, deps: AuthDeps): void {
  app.decorateRequest('auth', null as unknown as Authenticated);
  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    // Every answer behind a session is personal: no browser or proxy may keep a copy.
    reply.header('cache-control', 'no-store');
    const token = bearerToken(request);
    if (!token) throw new AppError(401, AUTH_ERROR_CODES.sessionExpired, AUTH_MESSAGES.noAccessToken);
    request.auth = await authenticateAccessToken(deps, token);
  });
}
