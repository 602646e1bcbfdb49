import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A JSON response body serialized and compressed once, to be sent to many requests as it is. */
export type EncodedJson = { json: string; br: Buffer; gzip: Buffer };

/**
 * Encodes a response once. Compressed harder than the per-request compression of the market
 * routes, since it is paid once per answer rather than once per request.
 */
export async function encodeJson(body: unknown): Promise<EncodedJson> {
  const json = JSON.stringify(body);
  const [br, gzip] = await Promise.all([
    brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzipped(json, { level: 9 }),
  ]);
  return { json, br, gzip };
}

/**
 * Sends an encoded body in the encoding the client accepts best. A reply that carries its
 * Content-Encoding is left alone by @fastify/compress, and a string with a JSON content type skips
 * the route's serializer: the body was checked against the schema when it was encoded.
 */
export function sendEncodedJson(request: FastifyRequest, reply: FastifyReply, body: EncodedJson) {
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? negotiate(accepted, ['br', 'gzip']) : null;
  if (encoding === 'br' || encoding === 'gzip') {
    return reply.header('content-encoding', encoding).send(body[encoding]);
  }
  return reply.send(body.json);
}
