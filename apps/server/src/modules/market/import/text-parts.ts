import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import yauzl from 'yauzl';
import { ImportError } from './import-summary.ts';
import { checkUtf8Line } from './utf8-text.ts';

/**
 * The text parts of one import: plain files, `.gz` files (gunzipped as they stream) and zips, each
 * of whose entries is a part (inflated one at a time, never the whole zip). Which one a file is
 * comes from its first bytes, not its name.
 */
export type TextParts = {
  totalBytes: number;
  /** Compressed bytes consumed so far over all files, for progress. */
  bytesRead(): number;
  parts(): AsyncGenerator<TextPart>;
};

export type TextPart = {
  /** The file name, or `archive.zip:entry.csv` for a zip entry. */
  name: string;
  /** An entry of a zip (whose other entries are parts too). */
  inArchive: boolean;
  /**
   * The part's bytes in batches of whole lines, each line ended by a line feed but maybe the last: a
   * million-line file costs a million awaits when read a line at a time, and millions of strings
   * when read as text (see TradeRecordBytes). Lines are UTF-8; readLine decodes one.
   */
  lines: AsyncGenerator<Buffer>;
};

type Opened = {
  name: string;
  stream: Readable;
  size: number;
  read: () => number;
  /** Bytes of text read from the stream so far (filled in as the lines are read). */
  text: { bytes: number };
  inArchive: boolean;
};

export async function openTextParts(files: readonly string[]): Promise<TextParts> {
  const sizes: number[] = [];
  for (const file of files) {
    const size = (await stat(file).catch(() => null))?.size;
    if (size === undefined) throw new ImportError(`Cannot read ${file}: no such file`);
    sizes.push(size);
  }
  let done = 0;
  let current: (() => number) | null = null;

  async function* parts(): AsyncGenerator<TextPart> {
    for (const file of files) {
      const magic = await readMagic(file);
      const opened = magic.startsWith('PK\u0003\u0004')
        ? zipEntries(file)
        : single(file, magic.startsWith('\u001f\u008b'));
      for await (const part of opened) {
        current = part.read;
        yield {
          name: part.name,
          inArchive: part.inArchive,
          lines: wholeLines(part.stream, part.name, part.text),
        };
        done += part.size;
        current = null;
      }
    }
  }
  return {
    totalBytes: sizes.reduce((sum, size) => sum + size, 0),
    bytesRead: () => done + (current?.() ?? 0),
    parts,
  };
}

async function* single(file: string, gzip: boolean): AsyncGenerator<Opened> {
  const size = (await stat(file)).size;
  const raw = createReadStream(file);
  if (!gzip) {
    yield {
      name: basename(file),
      stream: raw,
      size,
      read: () => raw.bytesRead,
      text: { bytes: 0 },
      inArchive: false,
    };
    return;
  }
  const gunzip = createGunzip();
  raw.on('error', (error) => gunzip.destroy(error));
  raw.pipe(gunzip);
  try {
    yield {
      name: basename(file),
      stream: gunzip,
      size,
      read: () => raw.bytesRead,
      text: { bytes: 0 },
      inArchive: false,
    };
  } finally {
    raw.destroy();
  }
}

async function* zipEntries(file: string): AsyncGenerator<Opened> {
  const unreadable = (error: unknown) =>
    new ImportError(
      `${basename(file)} is not a readable zip (${error instanceof Error ? error.message : String(error)})`,
    );
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true }, (error, opened) =>
      error ? reject(unreadable(error)) : resolve(opened),
    ),
  );
  const nextEntry = () =>
    new Promise<yauzl.Entry | null>((resolve, reject) => {
      const cleanup = () => {
        zip.off('entry', onEntry);
        zip.off('end', onEnd);
        zip.off('error', onError);
      };
      const onEntry = (entry: yauzl.Entry) => (cleanup(), resolve(entry));
      const onEnd = () => (cleanup(), resolve(null));
      const onError = (error: Error) => (cleanup(), reject(unreadable(error)));
      zip.on('entry', onEntry);
      zip.on('end', onEnd);
      zip.on('error', onError);
      zip.readEntry();
    });
  try {
    let parts = 0;
    for (let entry = await nextEntry(); entry; entry = await nextEntry()) {
      if (entry.fileName.endsWith('/')) continue;
      const found = entry;
      const stream = await new Promise<Readable>((resolve, reject) =>
        zip.openReadStream(found, (error, opened) => (error ? reject(unreadable(error)) : resolve(opened))),
      );
      const text = { bytes: 0 };
      // Each entry's share of the zip, as far as it is inflated.
      const share = found.compressedSize;
      parts++;
      yield {
        name: `${basename(file)}:${found.fileName}`,
        stream,
        size: share,
        read: () => Math.round((text.bytes / Math.max(found.uncompressedSize, 1)) * share),
        text,
        inArchive: true,
      };
      stream.destroy();
    }
    if (parts === 0) throw new ImportError(`${basename(file)} holds no files`);
  } finally {
    zip.close();
  }
}

const LINE_END = 0x0a;

/** Line `bytes[start, end)` of part `name` as text, without a CR at its end; refuses a line that is not UTF-8. */
export function readLine(
  bytes: Buffer,
  start: number,
  end: number,
  name: string,
  lineNumber: number,
): string {
  const text = bytes.toString('utf8', start, end);
  checkUtf8Line(name, lineNumber, text);
  return text.endsWith('\r') ? text.slice(0, -1) : text;
}

/**
 * The part's bytes cut after the last line end of each chunk read, so every batch holds whole
 * lines; a read failure (a truncated gzip …) names the part.
 */
async function* wholeLines(stream: Readable, name: string, text: { bytes: number }): AsyncGenerator<Buffer> {
  let rest: Buffer | null = null;
  try {
    for await (const read of stream) {
      const chunk = read as Buffer;
      text.bytes += chunk.length;
      const cut = chunk.lastIndexOf(LINE_END) + 1;
      if (cut === 0) {
        rest = rest ? Buffer.concat([rest, chunk]) : chunk;
        continue;
      }
      yield rest ? Buffer.concat([rest, chunk.subarray(0, cut)]) : chunk.subarray(0, cut);
      rest = cut < chunk.length ? chunk.subarray(cut) : null;
    }
  } catch (error) {
    throw new ImportError(`${name} could not be read to its end: ${(error as Error).message}`);
  } finally {
    stream.destroy();
  }
  if (rest) yield rest;
}

async function readMagic(file: string): Promise<string> {
  const stream = createReadStream(file, { start: 0, end: 3 });
  let text = '';
  for await (const chunk of stream) text += (chunk as Buffer).toString('latin1');
  return text;
}
