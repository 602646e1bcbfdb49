import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_ERROR_CODES,
  AUTH_MESSAGES,
  AVATAR_FIELD,
  AVATAR_MAX_BYTES,
  ZDeleteAvatarResponseSchema,
  ZGetProfileResponseSchema,
  ZUpdateProfileRequestSchema,
  ZUpdateProfileResponseSchema,
  ZUploadAvatarResponseSchema,
} from '@pantau/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { requestMeta } from '../auth/authenticate.ts';
import {
  deleteAvatar,
  getProfile,
  updateProfile,
  uploadAvatar,
  type ProfileDeps,
} from './profile.service.ts';

async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  const invalid = () =>
    new AppError(400, AUTH_ERROR_CODES.invalidFile, AUTH_MESSAGES.invalidFile, AVATAR_FIELD);
  const tooLarge = () =>
    new AppError(413, AUTH_ERROR_CODES.fileTooLarge, AUTH_MESSAGES.fileTooLarge, AVATAR_FIELD);
  try {
    const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
    if (!file || file.fieldname !== AVATAR_FIELD) throw invalid();
    const bytes = await file.toBuffer();
    // toBuffer misses a limit reached with the stream's last chunk and hands back the first
    // AVATAR_MAX_BYTES, which then failed to decode as "invalid" (now and then, by timing).
    if (file.file.truncated) throw tooLarge();
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge();
    throw invalid();
  }
}

/** GET/PUT /api/me and the avatar calls (which the spec places under /api/auth). */
export const profileRoutes: FastifyPluginAsyncZod<ProfileDeps> = async (app, deps) => {
  app.addHook('preHandler', app.authenticate);

  app.get('/me', { schema: { response: { 200: ZGetProfileResponseSchema } } }, async (request) => ({
    ok: true as const,
    data: await getProfile(deps, request.auth.user),
  }));

  app.put(
    '/me',
    { schema: { body: ZUpdateProfileRequestSchema, response: { 200: ZUpdateProfileResponseSchema } } },
    async (request) => ({
      ok: true as const,
      data: await updateProfile(deps, request.auth.user, request.body, requestMeta(request)),
      message: AUTH_MESSAGES.profileUpdated,
    }),
  );

  app.post(
    '/auth/upload-avatar',
    { schema: { response: { 200: ZUploadAvatarResponseSchema } } },
    async (request) => {
      const bytes = await readAvatarUpload(request);
      return {
        ok: true as const,
        data: await uploadAvatar(deps, request.auth.user, bytes, requestMeta(request)),
      };
    },
  );

  app.delete(
    '/auth/avatar',
    { schema: { response: { 200: ZDeleteAvatarResponseSchema } } },
    async (request) => {
      await deleteAvatar(deps, request.auth.user, requestMeta(request));
      return { ok: true as const, data: null };
    },
  );
};
