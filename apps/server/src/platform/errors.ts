import { ERROR_CODES, messageForStatus, type TErrorCode } from '@pantau/contracts';

/** An error whose status, code and message are meant for the client. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: number,
    readonly code: TErrorCode | (string & {}),
    message: string = messageForStatus(status),
    readonly field?: string,
  ) {
    super(message);
  }
}

export const notFound = (message?: string) => new AppError(404, ERROR_CODES.notFound, message);
export const badRequest = (message?: string, field?: string) =>
  new AppError(400, ERROR_CODES.badRequest, message, field);
