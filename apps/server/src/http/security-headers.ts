import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../platform/config.ts';

/**
 * Only our own origin by default. The payment gateway (Midtrans Snap) loads a script and an iframe
 * from its own host; those hosts come from CSP_* settings so the sandbox needs nothing extra.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
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
  });
}
