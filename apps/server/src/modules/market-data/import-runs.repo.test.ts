import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds } from '../../../test/support/test-server.ts';
import { beatRun, findRun, finishRun, insertQueuedRun, markRunning } from './import-runs.repo.ts';

describe.each(databaseKinds)('import run rows on %s', (kind) => {
  let testDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind);
  });
  afterAll(() => testDatabase.drop());

  it('keeps the final row count when a heartbeat with a live count lands after the run finished', async () => {
    const db = testDatabase.database.db;
    const id = await insertQueuedRun(db, {
      id: randomUUID(),
      requestedKind: 'stock-summary',
      trigger: 'upload',
      actorId: null,
      fileName: 'summary.json',
      fileBytes: 100,
      fileSha256: randomUUID().replaceAll('-', ''),
      instance: 'instance-a',
    });
    await markRunning(db, id, 'instance-a');
    await beatRun(db, id, { rowsRead: 40, bytesRead: 4_096 });
    expect((await findRun(db, id))?.rowsRead).toBe(40);

    await finishRun(db, id, {
      status: 'done',
      rowsRead: 950,
      rowsStored: 950,
      rowsSkipped: 0,
      rowsRejected: 0,
      rejectedSamples: [],
      days: [],
      notes: [],
      message: '950 rows stored',
    });
    // The heartbeat read its count before the run finished and is written after.
    await beatRun(db, id, { rowsRead: 40, bytesRead: 4_096 });
    expect(await findRun(db, id)).toMatchObject({ status: 'done', rowsRead: 950, rowsStored: 950 });
  });
});
