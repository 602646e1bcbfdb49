import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  ZChangePasswordRequestSchema,
  ZChangePasswordResponseSchema,
  ZCheckAttemptsRequestSchema,
  ZCheckAttemptsResponseSchema,
  ZCheckEmailRequestSchema,
  ZCheckEmailResponseSchema,
  ZForgotPasswordRequestSchema,
  ZForgotPasswordResponseSchema,
  ZLoginRequestSchema,
  ZLoginResponseSchema,
  ZLogoutResponseSchema,
  ZRefreshSessionRequestSchema,
  ZRefreshSessionResponseSchema,
  ZResendForgotPasswordRequestSchema,
  ZResendForgotPasswordResponseSchema,
  ZResendVerificationRequestSchema,
  ZResendVerificationResponseSchema,
  ZResetPasswordRequestSchema,
  ZResetPasswordResponseSchema,
  ZSignUpRequestSchema,
  ZSignUpResponseSchema,
  ZVerifyEmailRequestSchema,
  ZVerifyEmailResponseSchema,
} from '@pantau/contracts';
import { deferAfterResponse } from './after-response.ts';
import type { AuthDeps } from './auth-deps.ts';
import { bearerToken, requestMeta } from './authenticate.ts';
import {
  changePassword,
  requestPasswordReset,
  resendPasswordReset,
  resetPassword,
} from './password.service.ts';
import { authenticateAccessToken, refreshSession } from './session.service.ts';
import { checkLoginAttempts, signIn, signOut } from './sign-in.service.ts';
import { checkEmailExists, resendVerification, signUp, verifyEmail } from './sign-up.service.ts';

/** /api/auth/*: sign-up, verification, sign-in, refresh, sign-out and passwords. */
export const authRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  // Per client address, on top of the global API limit: the calls that send mail or probe accounts.
  const perIp = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
  const strict = perIp(deps.config.auth.rateLimitMax);
  // Sessions, tokens and account state: nothing here may be kept by a browser or proxy cache.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });

  app.post(
    '/signup',
    { config: strict, schema: { body: ZSignUpRequestSchema, response: { 201: ZSignUpResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send({
        ok: true,
        data: await signUp(deps, request.body, deferAfterResponse(reply, 'sign-up mail')),
        message: AUTH_MESSAGES.signUpPending,
      }),
  );

  app.post(
    '/verify-email',
    {
      config: strict,
      schema: { body: ZVerifyEmailRequestSchema, response: { 200: ZVerifyEmailResponseSchema } },
    },
    async (request) => ({
      ok: true as const,
      data: await verifyEmail(deps, request.body, requestMeta(request)),
    }),
  );

  app.post(
    '/resend-verification',
    {
      config: strict,
      schema: {
        body: ZResendVerificationRequestSchema,
        response: { 200: ZResendVerificationResponseSchema },
      },
    },
    async (request, reply) => {
      await resendVerification(deps, request.body.email, deferAfterResponse(reply, 'verification mail'));
      return { ok: true as const, data: null, message: AUTH_MESSAGES.verificationSent };
    },
  );

  app.post(
    '/check-email',
    // The one call that tells whether an address is registered (the register form needs it): the
    // strict per-IP budget keeps it from being an enumeration oracle; typing is debounced to 500 ms.
    {
      config: strict,
      schema: { body: ZCheckEmailRequestSchema, response: { 200: ZCheckEmailResponseSchema } },
    },
    async (request) => ({
      ok: true as const,
      data: { exists: await checkEmailExists(deps, request.body.email) },
    }),
  );

  app.post(
    '/check-attempts',
    { schema: { body: ZCheckAttemptsRequestSchema, response: { 200: ZCheckAttemptsResponseSchema } } },
    async (request) => ({ ok: true as const, data: await checkLoginAttempts(deps, request.body.email) }),
  );

  app.post(
    '/login',
    { schema: { body: ZLoginRequestSchema, response: { 200: ZLoginResponseSchema } } },
    async (request) => ({
      ok: true as const,
      data: { session: await signIn(deps, request.body, requestMeta(request)) },
    }),
  );

  app.post(
    '/refresh',
    { schema: { body: ZRefreshSessionRequestSchema, response: { 200: ZRefreshSessionResponseSchema } } },
    async (request) => ({
      ok: true as const,
      data: { session: await refreshSession(deps, request.body.refresh_token) },
    }),
  );

  app.post('/logout', { schema: { response: { 200: ZLogoutResponseSchema } } }, async (request) => {
    // Best effort: the client signs out locally whatever happens, so a stale token is not an error.
    const token = bearerToken(request);
    const auth = token ? await authenticateAccessToken(deps, token).catch(() => null) : null;
    if (auth) await signOut(deps, auth, requestMeta(request));
    return { ok: true as const, data: null };
  });

  app.post(
    '/forgot-password',
    {
      config: strict,
      schema: { body: ZForgotPasswordRequestSchema, response: { 200: ZForgotPasswordResponseSchema } },
    },
    async (request, reply) => {
      requestPasswordReset(deps, request.body.email, deferAfterResponse(reply, 'password reset mail'));
      return { ok: true as const, data: null, message: AUTH_MESSAGES.forgotPasswordSent };
    },
  );

  app.post(
    '/resend-forgot-password',
    {
      config: strict,
      schema: {
        body: ZResendForgotPasswordRequestSchema,
        response: { 200: ZResendForgotPasswordResponseSchema },
      },
    },
    async (request, reply) => {
      await resendPasswordReset(deps, request.body.email, deferAfterResponse(reply, 'password reset mail'));
      return { ok: true as const, data: null, message: AUTH_MESSAGES.forgotPasswordSent };
    },
  );

  app.post(
    '/reset-password',
    {
      config: strict,
      schema: { body: ZResetPasswordRequestSchema, response: { 200: ZResetPasswordResponseSchema } },
    },
    async (request) => {
      await resetPassword(deps, request.body, requestMeta(request));
      return { ok: true as const, data: null, message: AUTH_MESSAGES.passwordReset };
    },
  );

  app.post(
    '/change-password',
    {
      preHandler: app.authenticate,
      schema: { body: ZChangePasswordRequestSchema, response: { 200: ZChangePasswordResponseSchema } },
    },
    async (request) => {
      await changePassword(deps, request.auth, request.body, requestMeta(request));
      return { ok: true as const, data: null, message: AUTH_MESSAGES.passwordChanged };
    },
  );
};
