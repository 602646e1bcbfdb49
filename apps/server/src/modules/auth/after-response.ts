import type { FastifyReply } from 'fastify';

/** Work that must not show in the answer's timing; failures are logged, never answered. */
export type Defer = (work: () => Promise<void>) => void;

/**
 * Runs work once the answer has left (or the client went away). On PGlite the queries run on this
 * thread, so work started earlier, even unawaited, would still delay the answer it must not shape.
 */
export function deferAfterResponse(reply: FastifyReply, what: string): Defer {
  return (work) => {
    reply.raw.once('close', () => {
      work().catch((error: unknown) => reply.log.error({ err: error }, `${what} failed`));
    });
  };
}
