import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES, type TErrorEnvelope } from '@pantau/contracts';

export const NUL_MESSAGE = 'Text must not contain the NUL character (\\u0000)';
export const NULL_BODY_MESSAGE = 'The request body must be a JSON object';

/** The path of the first string (or object key) holding a NUL, '' for the value itself; null if none. */
function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  // JSON bodies are at most 1 MB; this bounds the walk on pathological nesting all the same.
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return itemPath;
    const found = findNul(item, itemPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

const refusal = (message: string, field: string): TErrorEnvelope => ({
  ok: false,
  error: field ? { code: ERROR_CODES.validation, message, field } : { code: ERROR_CODES.validation, message },
});

/**
 * Input every route refuses before its own schema runs. PostgreSQL cannot store a NUL in text and
 * throws, which would surface as a 500 (and make Midtrans retry the webhook); a literal `null` JSON
 * body reaches handlers that expect an object or nothing.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request: FastifyRequest, reply, done) => {
    if (request.body === null) {
      reply.status(400).send(refusal(NULL_BODY_MESSAGE, ''));
      return;
    }
    for (const part of [request.params, request.query, request.body]) {
      const field = findNul(part, '');
      if (field !== null) {
        reply.status(400).send(refusal(NUL_MESSAGE, field));
        return;
      }
    }
    done();
  });
}
