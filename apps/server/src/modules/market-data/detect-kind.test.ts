import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectImportKind, type FileHead } from './detect-kind.ts';
import { readFileHead } from './read-file-head.ts';

const plain = (fileName: string, text: string): FileHead => ({ fileName, container: 'plain', text });

describe('detectImportKind', () => {
  it('tells IDX trade records by their trx/stk header, whatever the delimiter', () => {
    expect(
      detectImportKind(
        plain(
          'day.csv',
          'trxCode,trxSess,trxType,brkCod1,invTyp1,brkCod2,invTyp2,stkCode,stkVolm,stkPric,trxDate,trxOrd1,trxOrd2,trxTime\n1,1,RG,YP,D,CC,F,BBCA,100,9000,20261120,1,2,090000\n',
        ),
      ),
    ).toEqual({ kind: 'trades' });
    expect(detectImportKind(plain('x.txt', 'TRXSESS;TRXTYPE;STKCODE;STKVOLM;STKPRIC\n'))).toEqual({
      kind: 'trades',
    });
  });

  it('tells a corporate actions list by its ex-date and type columns', () => {
    expect(
      detectImportKind(
        plain('actions.csv', 'symbol,type,ex_date,ratio,price,amount\nBBCA,split,2026-03-02,1:5,,\n'),
      ),
    ).toEqual({ kind: 'corporate-actions' });
    expect(detectImportKind(plain('aksi.csv', 'Kode;Jenis;Tanggal Ex;Rasio\n'))).toEqual({
      kind: 'corporate-actions',
    });
  });

  it('tells an exchange calendar by its date and name columns alone', () => {
    expect(detectImportKind(plain('libur.csv', 'Tanggal;Keterangan\n2026-08-17;Hari Kemerdekaan\n'))).toEqual(
      {
        kind: 'holidays',
      },
    );
  });

  it('tells index membership periods by their index and from columns', () => {
    expect(detectImportKind(plain('lq45.csv', 'Index,Symbol,From,To\nLQ45,BBCA,2026-02-02,\n'))).toEqual({
      kind: 'index-members',
    });
  });

  it('tells a stock list by its code and name with a listing date, board or sector', () => {
    expect(
      detectImportKind(
        plain(
          'stocks.csv',
          'code,name,listing_date,listed_shares,board,sector\nBBCA,Bank Central Asia,2000-05-31,1,Main,G\n',
        ),
      ),
    ).toEqual({ kind: 'stocks' });
    expect(
      detectImportKind(plain('saham.csv', 'Kode;Nama Perusahaan;Tanggal Pencatatan;Papan Pencatatan\n')),
    ).toEqual({
      kind: 'stocks',
    });
    expect(
      detectImportKind({
        fileName: 'Daftar Saham.xlsx',
        container: 'xlsx',
        text: 'Kode\nNama Perusahaan\nTanggal Pencatatan\nSaham',
      }),
    ).toEqual({ kind: 'stocks' });
  });

  it('tells the JSON summaries apart by their code field', () => {
    const json = (record: string) => `{"draw":0,"recordsTotal":1,"recordsFiltered":1,"data":[{${record}}]}`;
    expect(detectImportKind(plain('a.json', json('"No":1,"StockCode":"BBCA","Close":9000.0')))).toEqual({
      kind: 'stock-summary',
    });
    expect(detectImportKind(plain('b.json', json('"IndexCode":"COMPOSITE","Close":7000.5')))).toEqual({
      kind: 'index-summary',
    });
    expect(detectImportKind(plain('c.json', json('"IDFirm":"YP","FirmName":"Mirae","Volume":1')))).toEqual({
      kind: 'broker-summary',
    });
    expect(detectImportKind(plain('d.json', '{"data":[{"Ticker":"BBCA"}]}'))).toMatchObject({
      error: expect.stringContaining('JSON without StockCode, IndexCode or IDFirm'),
    });
  });

  it('tells workbooks by their Indonesian headers', () => {
    const xlsx = (text: string): FileHead => ({ fileName: 'book.xlsx', container: 'xlsx', text });
    expect(detectImportKind(xlsx('No\nKode Saham\nNama Perusahaan\nRemarks'))).toEqual({
      kind: 'stock-summary',
    });
    expect(detectImportKind(xlsx('No\nKode Indeks\nSebelumnya'))).toEqual({ kind: 'index-summary' });
    expect(detectImportKind(xlsx('No\nKode Broker\nNama Broker'))).toEqual({ kind: 'broker-summary' });
    expect(detectImportKind(xlsx('Sheet of something else'))).toHaveProperty('error');
  });

  it('tells a Balancepos by its pipe header or by its zip name', () => {
    expect(
      detectImportKind(
        plain(
          'holding.txt',
          'Date|Code|Type|Sec. Num|Price|Local IS|Local CP|Total|Foreign IS|Foreign CP|Total\n29-MAY-2026|BBCA|EQUITY|1|2|3|4|5|6|7|8\n',
        ),
      ),
    ).toEqual({ kind: 'ksei-balancepos' });
    expect(detectImportKind({ fileName: 'BalanceposEfek20260529.zip', container: 'zip', text: '' })).toEqual({
      kind: 'ksei-balancepos',
    });
  });

  it('tells chart bars with or without a symbol column, and our ownership CSV', () => {
    expect(
      detectImportKind(plain('BBCA.csv', 'Date,Open,High,Low,Close,Volume\n2020-01-02,1,2,0,1,10\n')),
    ).toEqual({
      kind: 'bars',
    });
    expect(detectImportKind(plain('all.csv', 'Symbol;Date;Open;High;Low;Close;Volume\n'))).toEqual({
      kind: 'bars',
    });
    expect(
      detectImportKind(plain('own.csv', 'symbol,as_of,side,category,shares\nBBCA,2026-05-29,local,ID,5\n')),
    ).toEqual({
      kind: 'ownership',
    });
  });

  it('says it could not tell, quoting the first line, when nothing matches', () => {
    expect(detectImportKind(plain('notes.txt', '\n\nhello,world\n'))).toEqual({
      error:
        "Could not tell the kind of notes.txt from its content (a first line of 'hello,world'). Choose the kind instead of auto.",
    });
    expect(detectImportKind(plain('empty.csv', ''))).toHaveProperty('error');
  });
});

describe('readFileHead', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pantau-head-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reads a gzip file unpacked and a workbook by its strings', async () => {
    const gz = join(dir, 'trades.csv.gz');
    await writeFile(gz, gzipSync('trxCode,stkCode,stkVolm,stkPric\n1,BBCA,100,9000\n'));
    const gzHead = await readFileHead(gz, 'trades.csv.gz');
    expect(gzHead).toMatchObject({ container: 'gzip' });
    expect(detectImportKind(gzHead)).toEqual({ kind: 'trades' });

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Ringkasan Saham');
    sheet.addRow(['No', 'Kode Saham', 'Nama Perusahaan', 'Penutupan']);
    sheet.addRow([1, 'BBCA', 'Bank Central Asia Tbk.', 9000]);
    const xlsx = join(dir, 'Ringkasan Saham.xlsx');
    await workbook.xlsx.writeFile(xlsx);
    const head = await readFileHead(xlsx, 'Ringkasan Saham.xlsx');
    expect(head.container).toBe('xlsx');
    expect(detectImportKind(head)).toEqual({ kind: 'stock-summary' });
  });

  it('reads what a truncated gzip still holds', async () => {
    const whole = gzipSync(`trxCode,stkCode,stkVolm,stkPric\n${'1,BBCA,100,9000\n'.repeat(5_000)}`);
    const cut = join(dir, 'cut.csv.gz');
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    expect(detectImportKind(await readFileHead(cut, 'cut.csv.gz'))).toEqual({ kind: 'trades' });
  });
});
