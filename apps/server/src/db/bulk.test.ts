import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds } from '../../test/support/test-server.ts';
import { bufferCopies, inBulkTransaction } from './bulk.ts';

type Row = { round: number; n: number; note: string | null; v: number | null; flag: boolean | null };
const COLUMNS = ['round', 'n', 'note', 'v', 'flag'];
// Integers written digit by digit, and the numbers written as their text; non-finite ones are null.
const NUMBERS = [
  0,
  7,
  -3,
  10,
  99,
  -100,
  123_456_789,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e21,
  -7.25,
  0.1,
  1e-7,
  NaN,
  Infinity,
];
const FLAGS = [true, false, null];

describe.each(databaseKinds)('buffered COPY rounds on %s', (kind) => {
  let testDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind);
    await inBulkTransaction(testDatabase.database, (writer) =>
      writer.execute(
        'CREATE TABLE bulk_probe (round integer, n integer, note text, v double precision, flag boolean)',
      ),
    );
  });
  afterAll(() => testDatabase.drop());

  it('loads every row of many rounds intact, quotes and non-ASCII text and a line over a chunk included', async () => {
    const long = 'x'.repeat(1_500_000);
    const notes = [
      'plain',
      'with, comma',
      'with "quotes"',
      'line\nbreak',
      'Tbk. — Rp 1.000 ✓',
      '',
      null,
      'tab\there',
    ];
    const expected: Row[] = [];
    await inBulkTransaction(testDatabase.database, async (writer) => {
      const copies = bufferCopies(writer);
      for (let round = 0; round < 4; round++) {
        // Enough rows per round to fill several 1 MB chunks, so chunks are reused across rounds.
        const rows = Array.from({ length: 60_000 }, (_, n) => {
          const note = n === 7 && round === 2 ? long : notes[n % notes.length]!;
          const v = NUMBERS[n % NUMBERS.length]!;
          const flag = FLAGS[n % FLAGS.length]!;
          expected.push({ round, n, note, v: Number.isFinite(v) ? v : null, flag });
          return [round, n, note, v, flag] as const;
        });
        expect(await copies.writer.copy('bulk_probe', COLUMNS, rows)).toBe(rows.length);
        await copies.flush();
      }
    });
    expect(await storedMismatches(expected)).toEqual({ count: expected.length, first: [] });
  });

  it('loads the same rows through an unbuffered COPY, in slices', async () => {
    await inBulkTransaction(testDatabase.database, (writer) => writer.execute('TRUNCATE bulk_probe'));
    const expected: Row[] = [];
    const rows = Array.from({ length: 250_000 }, (_, n) => {
      const v = NUMBERS[n % NUMBERS.length]!;
      const flag = FLAGS[n % FLAGS.length]!;
      const note = n % 3 === 0 ? `Rp ${n}, "lot"` : `S${n}`;
      expected.push({ round: 9, n, note, v: Number.isFinite(v) ? v : null, flag });
      return [9, n, note, v, flag] as const;
    });
    const loaded = await inBulkTransaction(testDatabase.database, (writer) =>
      writer.copy('bulk_probe', COLUMNS, rows),
    );
    expect(loaded).toBe(rows.length);
    expect(await storedMismatches(expected)).toEqual({ count: expected.length, first: [] });
  });

  async function storedMismatches(expected: Row[]) {
    const stored = await inBulkTransaction(testDatabase.database, (writer) =>
      writer.query<Row>('SELECT round, n, note, v, flag FROM bulk_probe ORDER BY round, n'),
    );
    const first = stored
      .filter((row, i) => {
        const want = expected[i]!;
        return (
          row.round !== want.round ||
          row.n !== want.n ||
          row.note !== want.note ||
          row.v !== want.v ||
          row.flag !== want.flag
        );
      })
      .slice(0, 3);
    return { count: stored.length, first };
  }
});
