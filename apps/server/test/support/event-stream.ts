import { createParser, type EventSourceMessage } from 'eventsource-parser';

export type OpenStream = {
  status: number;
  /** The next message, waiting up to `timeoutMs`. */
  next(timeoutMs?: number): Promise<EventSourceMessage>;
  /** Messages received and not taken by next() yet. */
  pending(): EventSourceMessage[];
  close(): void;
};

/** A Server-Sent Events stream read over fetch, as the browser client reads it. */
export async function openEventStream(url: string, headers: Record<string, string>): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  const queue: EventSourceMessage[] = [];
  const waiting: Array<(message: EventSourceMessage) => void> = [];
  const parser = createParser({
    onEvent(message) {
      const waiter = waiting.shift();
      if (waiter) waiter(message);
      else queue.push(message);
    },
  });
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          parser.feed(value);
        }
      } catch {
        // Aborted by close().
      }
    })();
  }
  return {
    status: response.status,
    next: (timeoutMs = 10_000) => {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const waiter = (message: EventSourceMessage) => {
          clearTimeout(timer);
          resolve(message);
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new Error(`no event within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.push(waiter);
      });
    },
    pending: () => queue.splice(0),
    close: () => abort.abort(),
  };
}
