import type { TImportKind } from '@pantau/contracts';

/** The start of a file as detection sees it, after gunzip or unzip where needed. */
export type FileHead = {
  fileName: string;
  /** How the bytes were packed: XLSX heads are the workbook's strings, zip heads the first entry. */
  container: 'plain' | 'gzip' | 'zip' | 'xlsx';
  /** The first few KB as text (a workbook's shared strings joined by newlines). */
  text: string;
};

export type Detection = { kind: TImportKind } | { error: string };

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The first non-blank line split on its most frequent delimiter, each cell squashed. */
function headerCells(text: string): string[] {
  const line = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .find((candidate) => candidate.trim() !== '');
  if (!line) return [];
  const delimiters = ['|', '\t', ';', ','];
  const counts = delimiters.map((delimiter) => line.split(delimiter).length);
  const delimiter = delimiters[counts.indexOf(Math.max(...counts))]!;
  return line.split(delimiter).map((cell) => squash(cell.replace(/^"|"$/g, '')));
}

const hasAll = (cells: readonly string[], ...names: string[]) => names.every((name) => cells.includes(name));
const hasAny = (cells: readonly string[], ...names: string[]) => names.some((name) => cells.includes(name));

/** JSON keys and workbook strings are found anywhere in the head, by their exact published names. */
const mentions = (text: string, ...names: string[]) => names.some((name) => text.includes(name));

/**
 * Tells the kind of a market-data file from its first few KB and its name, or says it cannot:
 * each published format has header names no other format uses (data-sources.md).
 */
export function detectImportKind(head: FileHead): Detection {
  const { fileName, text } = head;
  if (/^balanceposefek/i.test(fileName)) return { kind: 'ksei-balancepos' };
  const trimmed = text.replace(/^\uFEFF/, '').trimStart();

  if (head.container === 'xlsx') {
    if (mentions(text, 'Tanggal Pencatatan', 'listing_date', 'Papan Pencatatan')) return { kind: 'stocks' };
    if (mentions(text, 'Kode Saham', 'StockCode')) return { kind: 'stock-summary' };
    if (mentions(text, 'Kode Indeks', 'IndexCode')) return { kind: 'index-summary' };
    if (mentions(text, 'Kode Broker', 'IDFirm')) return { kind: 'broker-summary' };
    return couldNotTell(fileName, 'a workbook without Kode Saham, Kode Indeks or Kode Broker columns');
  }
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    if (mentions(text, '"StockCode"')) return { kind: 'stock-summary' };
    if (mentions(text, '"IndexCode"')) return { kind: 'index-summary' };
    if (mentions(text, '"IDFirm"')) return { kind: 'broker-summary' };
    return couldNotTell(fileName, 'JSON without StockCode, IndexCode or IDFirm fields');
  }

  const cells = headerCells(trimmed);
  if (hasAny(cells, 'trxcode', 'stkcode') && hasAll(cells, 'stkvolm', 'stkpric')) return { kind: 'trades' };
  if (hasAll(cells, 'localis', 'foreignis')) return { kind: 'ksei-balancepos' };
  if (hasAny(cells, 'indexcode', 'kodeindeks')) return { kind: 'index-summary' };
  if (hasAny(cells, 'idfirm', 'kodebroker')) return { kind: 'broker-summary' };
  if (hasAny(cells, 'stockcode', 'kodesaham') && hasAny(cells, 'close', 'penutupan')) {
    return { kind: 'stock-summary' };
  }
  if (hasAny(cells, 'side') && hasAll(cells, 'category', 'shares')) return { kind: 'ownership' };
  if (
    hasAny(cells, 'date', 'tanggal') &&
    hasAny(cells, 'name', 'holiday', 'keterangan') &&
    cells.length <= 3
  ) {
    return { kind: 'holidays' };
  }
  if (
    hasAny(cells, 'index', 'indexcode', 'indeks') &&
    hasAny(cells, 'from', 'fromdate', 'start', 'effective')
  ) {
    return { kind: 'index-members' };
  }
  if (hasAny(cells, 'exdate', 'tanggalex') && hasAny(cells, 'type', 'action', 'jenis')) {
    return { kind: 'corporate-actions' };
  }
  if (
    hasAny(cells, 'code', 'symbol', 'kode', 'kodesaham', 'ticker') &&
    hasAny(cells, 'name', 'nama', 'namaperusahaan') &&
    hasAny(
      cells,
      'listingdate',
      'listedon',
      'tanggalpencatatan',
      'board',
      'papanpencatatan',
      'sector',
      'sektor',
    )
  ) {
    return { kind: 'stocks' };
  }
  if (hasAny(cells, 'date', 'time', 'datetime', 'timestamp') && hasAll(cells, 'close')) {
    if (hasAll(cells, 'open', 'high', 'low') || cells.length <= 3) return { kind: 'bars' };
  }
  const shown = trimmed.split(/\r?\n/, 1)[0]?.slice(0, 120) ?? '';
  return couldNotTell(fileName, shown ? `a first line of '${shown}'` : 'no readable first line');
}

const couldNotTell = (fileName: string, what: string): Detection => ({
  error: `Could not tell the kind of ${fileName} from its content (${what}). Choose the kind instead of auto.`,
});
