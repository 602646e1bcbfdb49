import { createHash, type Hash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A file of a run, spooled (or handed over) under the name it was uploaded with. */
export type SpooledFile = { path: string; name: string; bytes: number };

/** Keeps what the importers read from a name (extension, a date) and nothing a path could abuse. */
export function safeFileName(name: string): string {
  const cleaned = basename(name.replaceAll('\\', '/'))
    .replace(/[^\w.\- ]/g, '_')
    .replace(/^\.+/, '')
    .slice(-150);
  return cleaned || 'upload';
}

/** Each run's files live in `<root>/<run id>/` until the run ends. */
export class ImportSpool {
  constructor(readonly root: string) {}

  dirOf(runId: string): string {
    return join(this.root, runId);
  }

  /**
   * Streams one part to disk while hashing it: memory stays flat whatever the size. Several parts
   * share one hash, in order, so a day split in parts has one checksum.
   */
  async write(runId: string, name: string, source: Readable, hash: Hash): Promise<SpooledFile> {
    const dir = this.dirOf(runId);
    await mkdir(dir, { recursive: true });
    const path = join(dir, uniqueName(await readdir(dir), safeFileName(name)));
    let bytes = 0;
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        hash.update(chunk);
        done(null, chunk);
      },
    });
    await pipeline(source, hashing, createWriteStream(path));
    return { path, name, bytes };
  }

  /**
   * A file already on disk (feeds, inbox, command line): read where it is when its name is the one
   * the importer must see, else copied into the spool under that name. The original stays.
   */
  async adopt(runId: string, file: { path: string; name: string }): Promise<SpooledFile> {
    const { size } = await stat(file.path);
    if (basename(file.path) === safeFileName(file.name))
      return { path: file.path, name: file.name, bytes: size };
    const dir = this.dirOf(runId);
    await mkdir(dir, { recursive: true });
    const path = join(dir, uniqueName(await readdir(dir), safeFileName(file.name)));
    await copyFile(file.path, path);
    return { path, name: file.name, bytes: size };
  }

  async remove(runId: string): Promise<void> {
    await rm(this.dirOf(runId), { recursive: true, force: true });
  }

  /**
   * Drops the spool directories of runs that are over (a crash leaves them behind). With a shared
   * DATA_DIR another instance may be spooling an upload whose run is not recorded yet, so only
   * directories untouched for `minAgeMs` go.
   */
  async sweep(activeRunIds: ReadonlySet<string>, minAgeMs: number): Promise<void> {
    const entries = await readdir(this.root).catch(() => [] as string[]);
    const now = Date.now();
    for (const entry of entries) {
      if (activeRunIds.has(entry)) continue;
      const modified = (await stat(join(this.root, entry)).catch(() => null))?.mtimeMs;
      if (modified !== undefined && now - modified >= minAgeMs) await this.remove(entry);
    }
  }
}

const uniqueName = (taken: readonly string[], name: string): string => {
  let candidate = name;
  for (let n = 2; taken.includes(candidate); n++) candidate = `${n}-${name}`;
  return candidate;
};

/** SHA-256 of files read in order, streamed. */
export async function hashFiles(paths: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const path of paths) {
    for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  }
  return hash.digest('hex');
}
