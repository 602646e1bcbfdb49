import type { ImportProgress } from './csv-stream.ts';

const WIDTH = 30;
const REDRAW_MS = 250;
const PLAIN_LINE_MS = 5_000;

/**
 * A progress reporter for the command line, on stderr: a bar redrawn in place on a terminal, a
 * plain line every few seconds otherwise (logs, CI). Percent is of bytes read.
 */
export function progressBar(
  label: string,
  stream: NodeJS.WriteStream = process.stderr,
): {
  update: ImportProgress;
  finish: () => void;
} {
  const started = performance.now();
  let lastDraw = 0;
  let drawn = false;
  const render = (bytesRead: number, totalBytes: number, rows: number) => {
    const fraction = totalBytes > 0 ? Math.min(1, bytesRead / totalBytes) : 1;
    const seconds = (performance.now() - started) / 1000;
    const rate = seconds > 0 ? Math.round(rows / seconds) : 0;
    const filled = Math.round(fraction * WIDTH);
    return (
      `${label} [${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${(fraction * 100).toFixed(1).padStart(5)}%  ` +
      `${rows.toLocaleString('en-US')} rows  ${rate.toLocaleString('en-US')} rows/s`
    );
  };
  return {
    update: ({ bytesRead, totalBytes, rows }) => {
      const now = performance.now();
      if (now - lastDraw < (stream.isTTY ? REDRAW_MS : PLAIN_LINE_MS) && bytesRead < totalBytes) return;
      lastDraw = now;
      drawn = true;
      const line = render(bytesRead, totalBytes, rows);
      stream.write(stream.isTTY ? `\r${line}` : `${line}\n`);
    },
    finish: () => {
      if (drawn && stream.isTTY) stream.write('\n');
    },
  };
}
