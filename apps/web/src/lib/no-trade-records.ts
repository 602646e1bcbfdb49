import { ERROR_CODES } from '@pantau/contracts';
import { ApiError } from './api';

/**
 * True when a trade-record screen's dates are market days without stored trade records (only a Stock
 * Summary, say): the answer names the dates that have them, and retrying cannot change it.
 */
export function isNoTradeRecords(error: unknown): boolean {
  return error instanceof ApiError && error.code === ERROR_CODES.noTradeRecords;
}
