/** User-facing texts of product-spec §8, shared by the server (answers) and the client (fallbacks). */
export const STATUS_MESSAGES = {
  400: 'Invalid request. Please check your input and try again.',
  401: 'Authentication failed. Please try again.',
  403: 'Access denied. Please contact support.',
  404: 'Service not found. Please try again later.',
  409: 'Account already exists with this email.',
  429: 'Too many requests. Please try again later.',
  500: 'Server error. Please try again later.',
  503: 'Service temporarily unavailable. Please try again later.',
} as const;

export const CLIENT_MESSAGES = {
  network: 'Network error. Please check your connection and try again.',
  timeout: 'Request timed out. Please try again.',
  unknown: 'Something went wrong. Please try again.',
} as const;

/** 503 MARKET_NOT_READY: the market data routes' answer while the demo market is generated. */
export const MARKET_NOT_READY_MESSAGE = 'market data is being prepared';

export const ERROR_CODES = {
  badRequest: 'BAD_REQUEST',
  validation: 'VALIDATION_ERROR',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
  marketNotReady: 'MARKET_NOT_READY',
  /** A trade-record screen asked for dates the market has but whose trade records are not stored. */
  noTradeRecords: 'NO_TRADE_RECORDS',
} as const;
export type TErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The spec's message for a status, falling back to the nearest class (4xx → 400, 5xx → 500). */
export function messageForStatus(status: number): string {
  if (status in STATUS_MESSAGES) return STATUS_MESSAGES[status as keyof typeof STATUS_MESSAGES];
  return status >= 500 ? STATUS_MESSAGES[500] : STATUS_MESSAGES[400];
}
