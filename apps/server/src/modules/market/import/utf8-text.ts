import { ImportError } from './import-summary.ts';

// Node's UTF-8 decoder turns bytes that are not UTF-8 into U+FFFD instead of failing: a file saved
// as Latin-1 or Windows-1252 (a spreadsheet's "CSV") would otherwise be stored with its names and
// codes silently garbled.
const REPLACEMENT = '\uFFFD';

const notUtf8 = (name: string, line: number) =>
  new ImportError(
    `${name} is not UTF-8 text: line ${line} holds bytes of another encoding (Latin-1 or Windows-1252?). Save the file as UTF-8 and import it again.`,
  );

/** Refuses the file at a decoded line that held bytes that are not UTF-8. */
export function checkUtf8Line(name: string, line: number, text: string): void {
  if (text.includes(REPLACEMENT)) throw notUtf8(name, line);
}

/** The same for a whole decoded text (a JSON file read in one piece), naming the first bad line. */
export function checkUtf8Text(name: string, text: string): void {
  const at = text.indexOf(REPLACEMENT);
  if (at < 0) return;
  let line = 1;
  for (let index = text.indexOf('\n'); index >= 0 && index < at; index = text.indexOf('\n', index + 1))
    line++;
  throw notUtf8(name, line);
}
