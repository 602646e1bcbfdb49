import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, messageForStatus, type TErrorEnvelope } from '@pantau/contracts';
import { AppError } from '../platform/errors.ts';

const envelope = (code: string, message: string, field?: string): TErrorEnvelope => ({
  ok: false,
  error: field ? { code, message, field } : { code, message },
});

// Errors Fastify itself raises with a client status; they keep their status, never their wording.
const CODES_BY_STATUS: Record<number, string> = {
  400: ERROR_CODES.badRequest,
  401: ERROR_CODES.unauthorized,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  413: ERROR_CODES.payloadTooLarge,
  415: ERROR_CODES.badRequest,
  429: ERROR_CODES.rateLimited,
};

/** Every failure leaves as the spec §8 envelope; nothing internal reaches the client. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(envelope(error.code, error.message, error.field));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const [first] = error.validation;
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
      const message = first?.message || messageForStatus(400);
      return reply.status(400).send(envelope(ERROR_CODES.validation, message, field));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'request refused');
      return reply
        .status(status)
        .send(envelope(CODES_BY_STATUS[status] ?? ERROR_CODES.badRequest, messageForStatus(status)));
    }
    request.log.error({ err: error }, 'unhandled error');
    const code = status === 503 ? ERROR_CODES.unavailable : ERROR_CODES.internal;
    return reply.status(status === 503 ? 503 : 500).send(envelope(code, messageForStatus(status)));
  });
}

export function apiNotFound() {
  return envelope(ERROR_CODES.notFound, messageForStatus(404));
}
