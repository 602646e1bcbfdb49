import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds } from '../../test/support/test-server.ts';
import { bufferCopies, inBulkTransaction } from './bulk.ts';

describe.each(databaseKinds)('buffered COPY rounds on %s', (kind) => {
  let testDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind);
    await inBulkTransaction(testDatabase.database, (writer) =>
      writer.execute('CREATE TABLE bulk_probe (round integer, n integer, note text)'),
    );
  });
  afterAll(() => testDatabase.drop());

  it('loads every row of many rounds intact, quotes and non-ASCII text and a line over a chunk included', async () => {
    const long = 'x'.repeat(1_500_000);
    const notes = ['plain', 'with, comma', 'with "quotes"', 'line\nbreak', 'Tbk. — Rp 1.000 ✓', '', null];
    const expected: Array<{ round: number; n: number; note: string | null }> = [];
    await inBulkTransaction(testDatabase.database, async (writer) => {
      const copies = bufferCopies(writer);
      for (let round = 0; round < 4; round++) {
        // Enough rows per round to fill several 1 MB chunks, so chunks are reused across rounds.
        const rows = Array.from({ length: 60_000 }, (_, n) => {
          const note = n === 7 && round === 2 ? long : notes[n % notes.length]!;
          expected.push({ round, n, note });
          return [round, n, note] as const;
        });
        expect(await copies.writer.copy('bulk_probe', ['round', 'n', 'note'], rows)).toBe(rows.length);
        await copies.flush();
      }
    });
    const stored = await inBulkTransaction(testDatabase.database, (writer) =>
      writer.query<{ round: number; n: number; note: string | null }>(
        'SELECT round, n, note FROM bulk_probe ORDER BY round, n',
      ),
    );
    expect(stored.length).toBe(expected.length);
    const mismatches = stored.filter((row, i) => {
      const want = expected[i]!;
      return row.round !== want.round || row.n !== want.n || row.note !== want.note;
    });
    expect(mismatches.slice(0, 3)).toEqual([]);
  });
});
