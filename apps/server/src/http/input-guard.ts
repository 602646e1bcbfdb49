import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES, type TErrorEnvelope } from '@pantau/contracts';

export const NUL_MESSAGE = 'Text must not contain the NUL character (\\u0000)';
export const UNPAIRED_SURROGATE_MESSAGE = 'Text must be valid Unicode (an unpaired surrogate was sent)';
export const NULL_BODY_MESSAGE = 'The request body must be a JSON object';

type BadText = { field: string; message: string };

const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const badText = (text: string, field: string): BadText | null => {
  if (text.includes('\u0000')) return { field, message: NUL_MESSAGE };
  // JSON may escape a lone surrogate ("\ud800"); PostgreSQL refuses it in json and jsonb.
  if (UNPAIRED_SURROGATE.test(text)) return { field, message: UNPAIRED_SURROGATE_MESSAGE };
  return null;
};

/** The first string (or object key) that PostgreSQL cannot store, with its path ('' for the value itself). */
function findBadText(value: unknown, path: string, depth = 0): BadText | null {
  if (typeof value === 'string') return badText(value, path);
  // JSON bodies are at most 1 MB; this bounds the walk on pathological nesting all the same.
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    const found = badText(key, itemPath) ?? findBadText(item, itemPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

const refusal = (message: string, field: string): TErrorEnvelope => ({
  ok: false,
  error: field ? { code: ERROR_CODES.validation, message, field } : { code: ERROR_CODES.validation, message },
});

/**
 * Input every route refuses before its own schema runs. PostgreSQL cannot store a NUL in text nor
 * an unpaired surrogate in json and throws, which would surface as a 500 (and make Midtrans retry
 * the webhook); a literal `null` JSON body reaches handlers that expect an object or nothing.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request: FastifyRequest, reply, done) => {
    if (request.body === null) {
      reply.status(400).send(refusal(NULL_BODY_MESSAGE, ''));
      return;
    }
    for (const part of [request.params, request.query, request.body]) {
      const bad = findBadText(part, '');
      if (bad !== null) {
        reply.status(400).send(refusal(bad.message, bad.field));
        return;
      }
    }
    done();
  });
}
