import { ERROR_CODES } from '@pantau/contracts';
import { ApiError } from './api';

/** How often a screen asks again while the server prepares the market. */
export const MARKET_NOT_READY_RETRY_MS = 5_000;

/** True when the server is still generating the market (503 MARKET_NOT_READY): it will pass. */
export function isMarketNotReady(error: unknown): boolean {
  return error instanceof ApiError && error.status === 503 && error.code === ERROR_CODES.marketNotReady;
}
