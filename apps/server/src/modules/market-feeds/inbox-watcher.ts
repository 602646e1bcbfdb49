import { randomUUID } from 'node:crypto';
import { access, mkdir, readdir, rename, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  beatInboxFile,
  claimInboxFile,
  dropInboxClaim,
  finishInboxFile,
  type InboxFileKey,
} from './inbox.repo.ts';
import type { SubmitImportAndWait } from './submit-import.ts';

export type InboxWatcherDeps = {
  db: Db;
  dir: string;
  pollMs: number;
  lockTimeoutMs: number;
  submitImport: SubmitImportAndWait;
  log: FastifyBaseLogger;
};

/** Names still being written or not meant for import: dotfiles, `.part`, `.tmp`, `.crdownload`, `~`. */
export const isIgnoredInboxName = (name: string) =>
  name.startsWith('.') || /\.(part|tmp|crdownload)$/i.test(name) || name.endsWith('~');

type Seen = { bytes: number; modifiedMs: number };

/**
 * Imports files dropped in MARKET_INBOX_DIR. It polls (fs.watch misses events on shared volumes);
 * a file is taken once it has the same size and time on two polls in a row, claimed in the database
 * (instances sharing the directory never import it twice), moved to `processing/`, imported with
 * its kind detected, then moved to `done/` or to `failed/` beside a `<name>.error.txt`.
 */
export class InboxWatcher {
  private readonly instanceId = randomUUID();
  private readonly seen = new Map<string, Seen>();
  private readonly stopping = new AbortController();
  private timer: NodeJS.Timeout | null = null;
  private scanning: Promise<void> | null = null;

  constructor(private readonly deps: InboxWatcherDeps) {}

  start(): void {
    this.schedule(0);
  }

  /** Stops polling and waits (at most `graceMs`) for the file being imported. */
  async stop(graceMs: number): Promise<void> {
    this.stopping.abort();
    if (this.timer) clearTimeout(this.timer);
    await Promise.race([this.scanning, sleep(graceMs, undefined, { ref: false })]);
  }

  private schedule(delayMs: number): void {
    if (this.stopping.signal.aborted) return;
    this.timer = setTimeout(() => {
      this.scanning = this.scan()
        .catch((error: unknown) => this.deps.log.error({ err: error }, 'inbox: scan failed'))
        .finally(() => {
          this.scanning = null;
          this.schedule(this.deps.pollMs);
        });
    }, delayMs);
    this.timer.unref();
  }

  private async scan(): Promise<void> {
    const { dir } = this.deps;
    for (const folder of ['processing', 'done', 'failed'])
      await mkdir(join(dir, folder), { recursive: true });
    await this.recoverAbandoned();
    const present = new Set<string>();
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (this.stopping.signal.aborted) return;
      if (!entry.isFile() || isIgnoredInboxName(entry.name)) continue;
      present.add(entry.name);
      const info = await stat(join(dir, entry.name)).catch(() => null);
      if (!info) continue;
      const now: Seen = { bytes: info.size, modifiedMs: Math.trunc(info.mtimeMs) };
      const before = this.seen.get(entry.name);
      this.seen.set(entry.name, now);
      // New, or still growing since the last poll: wait for it to settle.
      if (!before || before.bytes !== now.bytes || before.modifiedMs !== now.modifiedMs) continue;
      const key = { fileName: entry.name, fileBytes: now.bytes, modifiedMs: now.modifiedMs };
      if (!(await claimInboxFile(this.deps.db, key, this.instanceId, this.deps.lockTimeoutMs))) continue;
      try {
        await rename(join(dir, entry.name), join(dir, 'processing', entry.name));
      } catch {
        // Gone (moved by hand or by an instance outside this database): nothing to import.
        await dropInboxClaim(this.deps.db, key, this.instanceId);
        continue;
      }
      this.seen.delete(entry.name);
      await this.importClaimed(key);
    }
    for (const name of this.seen.keys()) if (!present.has(name)) this.seen.delete(name);
  }

  /** Files left in processing/ by an instance that died mid-import; their stale claims are taken over. */
  private async recoverAbandoned(): Promise<void> {
    const processing = join(this.deps.dir, 'processing');
    for (const entry of await readdir(processing, { withFileTypes: true })) {
      if (this.stopping.signal.aborted) return;
      if (!entry.isFile()) continue;
      const info = await stat(join(processing, entry.name)).catch(() => null);
      if (!info) continue;
      const key = { fileName: entry.name, fileBytes: info.size, modifiedMs: Math.trunc(info.mtimeMs) };
      // A live claim means another instance is importing it; a file put there by hand has no claim
      // at all and is imported like a dropped one.
      const claimed = await claimInboxFile(this.deps.db, key, this.instanceId, this.deps.lockTimeoutMs);
      if (claimed) await this.importClaimed(key);
    }
  }

  private async importClaimed(key: InboxFileKey): Promise<void> {
    const { db, dir, log } = this.deps;
    const path = join(dir, 'processing', key.fileName);
    const beat = setInterval(() => {
      beatInboxFile(db, key, this.instanceId).catch((error: unknown) =>
        log.warn({ err: error, file: key.fileName }, 'inbox: heartbeat failed'),
      );
    }, this.deps.lockTimeoutMs / 3);
    beat.unref();
    let result: { id: string | null; status: 'done' | 'failed'; message: string | null };
    try {
      result = await this.deps.submitImport({
        requestedKind: 'auto',
        files: [{ path, name: key.fileName }],
        trigger: 'inbox',
        actorId: null,
      });
    } catch (error) {
      log.error({ err: error, file: key.fileName }, 'inbox: import could not run');
      result = { id: null, status: 'failed', message: `The import could not run: ${String(error)}` };
    } finally {
      clearInterval(beat);
    }
    const target = await freeName(join(dir, result.status === 'done' ? 'done' : 'failed'), key.fileName);
    await rename(path, target);
    if (result.status === 'failed') {
      await writeFile(`${target}.error.txt`, `${result.message ?? 'The import failed.'}\n`);
    }
    await finishInboxFile(db, key, { status: result.status, runId: result.id, message: result.message });
    log.info({ file: key.fileName, status: result.status, runId: result.id }, 'inbox: file imported');
  }
}

/** `folder/name`, or `folder/name-2.ext` … when an earlier file of that name is already there. */
async function freeName(folder: string, name: string): Promise<string> {
  const extension = extname(name);
  const stem = name.slice(0, name.length - extension.length);
  for (let n = 1; ; n++) {
    const candidate = join(folder, n === 1 ? name : `${stem}-${n}${extension}`);
    if (
      !(await access(candidate).then(
        () => true,
        () => false,
      ))
    )
      return candidate;
  }
}
