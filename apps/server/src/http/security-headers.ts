import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../platform/config.ts';

/**
 * Only our own origin by default. The payment gateway (Midtrans Snap) loads a script and an iframe
 * from its own host; those hosts come from CSP_* settings so the sandbox needs nothing extra.
 */
function helmetOptions(config: Config): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...config.csp.scriptSrc],
        // React style attributes and the toast library's injected stylesheet need inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...config.csp.imgSrc],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...config.csp.connectSrc],
        frameSrc: config.csp.frameSrc.length > 0 ? config.csp.frameSrc : ["'none'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Cross-origin isolation would block the payment popup's iframe.
    crossOriginEmbedderPolicy: false,
    hsts: config.publicUrl.startsWith('https://'),
  };
}

/**
 * Helmet decides the headers; they depend only on the configuration, so they are computed once here
 * and replayed on every response. Running helmet per request re-parsed the CSP each time, a cost
 * every API call paid. A route may still override one (the sandbox payment page sets its own CSP).
 */
export function computeSecurityHeaders(config: Config): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.push([name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value)]);
    },
    removeHeader: () => {},
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(helmetOptions(config))({} as IncomingMessage, response, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headers = computeSecurityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.header(name, value);
    done();
  });
}
