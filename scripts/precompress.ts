/**
 * Writes .br and .gz beside each text asset of the web build so the server can send them
 * pre-compressed (maximum ratio, paid once at build time instead of on every request).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const distDir = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

let files = 0;
for (const path of walk(distDir)) {
  if (!COMPRESSIBLE.test(path)) continue;
  const source = readFileSync(path);
  if (source.length < 1024) continue;
  writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  files++;
}
console.log(`precompressed ${files} files in ${distDir}`);
