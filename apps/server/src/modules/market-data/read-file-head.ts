import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import yauzl from 'yauzl';
import type { FileHead } from './detect-kind.ts';

const HEAD_BYTES = 16_384;

/** Up to `limit` bytes from a stream, then stops reading it. A damaged stream yields what it gave. */
async function readUpTo(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
      total += (chunk as Buffer).length;
      if (total >= limit) break;
    }
  } catch {
    // A truncated gzip or zip still has a readable start; the importer reports the damage.
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, limit);
}

async function openZip(path: string): Promise<yauzl.ZipFile | null> {
  return new Promise((resolve) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (error, zip) => resolve(error ? null : zip)),
  );
}

async function listEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', () => resolve(entries));
    zip.readEntry();
  });
}

async function readEntryHead(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  const stream = await new Promise<Readable | null>((resolve) =>
    zip.openReadStream(entry, (error, opened) => resolve(error ? null : opened)),
  );
  return stream ? readUpTo(stream, HEAD_BYTES) : Buffer.alloc(0);
}

// A workbook's header names sit in its shared strings, in order of first use (the header row first).
const xmlText = (xml: string) =>
  [...xml.matchAll(/<t(?:\s[^>]*)?>([^<]*)<\/t>/g)].map((match) => match[1]).join('\n');

/**
 * The first KB of a file as detectImportKind reads them: gunzipped, or from a zip's first file, or
 * the strings of an XLSX workbook. Never reads the whole file.
 */
export async function readFileHead(path: string, fileName: string): Promise<FileHead> {
  const magic = await readUpTo(createReadStream(path, { start: 0, end: 3 }), 4);
  if (magic[0] === 0x1f && magic[1] === 0x8b) {
    const text = (await readUpTo(createReadStream(path).pipe(createGunzip()), HEAD_BYTES)).toString('utf8');
    return { fileName, container: 'gzip', text };
  }
  if (magic.toString('latin1') === 'PK\u0003\u0004') {
    const zip = await openZip(path);
    if (!zip) return { fileName, container: 'zip', text: '' };
    try {
      const entries = (await listEntries(zip)).filter((entry) => !entry.fileName.endsWith('/'));
      const strings =
        entries.find((entry) => entry.fileName === 'xl/sharedStrings.xml') ??
        entries.find((entry) => entry.fileName.startsWith('xl/worksheets/'));
      if (strings) {
        return {
          fileName,
          container: 'xlsx',
          text: xmlText((await readEntryHead(zip, strings)).toString('utf8')),
        };
      }
      const first = entries[0];
      const text = first ? (await readEntryHead(zip, first)).toString('utf8') : '';
      return { fileName: first ? `${fileName}/${first.fileName}` : fileName, container: 'zip', text };
    } finally {
      zip.close();
    }
  }
  return {
    fileName,
    container: 'plain',
    text: (await readUpTo(createReadStream(path), HEAD_BYTES)).toString('utf8'),
  };
}
