import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';

/** Query parameters that carry a credential: email links (?token=) and one-time codes. */
const SECRET_PARAMS = /([?&](?:token|code|access_token|refresh_token)=)[^&#]*/gi;
/** The sandbox payment page's path holds its Snap token. */
const SECRET_PATH = /(\/snap\/v2\/vtweb\/)[^/?#]+/g;

/** A request URL as it may be logged: credentials in the query or path replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]').replace(SECRET_PATH, '$1[redacted]');
}

/** pino options: JSON lines in production, with secrets redacted wherever they appear. */
export function loggerOptions(config: Config, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    serializers: {
      // Fastify's own request fields, but a page load of an email link must not log its token.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.refresh_token',
        '*.access_token',
      ],
      censor: '[redacted]',
    },
  };
}
