import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Compression for analysis answers, registered only inside the plugins that serve them. They are
 * large and repetitive (the screener of ~950 stocks is ~0.8 MB of JSON, five years of candles
 * ~0.1 MB, a screen run up to ~950 rows): compressed they are a sixth or less, which a phone feels.
 * Never on routes whose answers hold a secret an attacker could probe by reflecting input (BREACH).
 * Brotli at quality 4 compresses about as fast as gzip and smaller.
 */
export async function registerAnswerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
