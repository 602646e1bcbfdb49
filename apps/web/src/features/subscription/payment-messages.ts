import { SUBSCRIPTION_ERROR_CODES, SUBSCRIPTION_MESSAGES } from '@pantau/contracts';
import { ApiError } from '@/lib/api';

/** Spec §8 texts the client owns (the server's own refusals are shown as they come). */
export const CLIENT_PAYMENT_MESSAGES = {
  subscribeException: 'Terjadi kesalahan saat memproses subscription',
  prepareException:
    'Terjadi kesalahan saat mempersiapkan pembayaran. Silakan coba lagi atau hubungi support.',
  cancelSubscriptionException: 'Terjadi kesalahan saat membatalkan subscription',
  cancelPendingException: 'Terjadi kesalahan saat membatalkan transaksi',
} as const;

/** The server answered with its own error (an envelope), not just a status or no answer at all. */
function isServerRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status > 0 && !error.code.startsWith('HTTP_');
}

/** True when the server refused a new order because an unpaid one is open. */
export function isPendingBlock(error: unknown): boolean {
  return error instanceof ApiError && error.code === SUBSCRIPTION_ERROR_CODES.pendingTransaction;
}

/** create-order: the server's refusal as is; a bare failure; or an exception. */
export function createOrderErrorMessage(error: unknown): string {
  if (isServerRefusal(error)) return error.message;
  if (error instanceof ApiError && error.status > 0) return SUBSCRIPTION_MESSAGES.createOrderFailed;
  return CLIENT_PAYMENT_MESSAGES.subscribeException;
}

/** regenerate-snap-token ('Lanjut Bayar'): expired orders get their own text and a refresh. */
export function continuePaymentError(error: unknown): { message: string; expired: boolean } {
  if (error instanceof ApiError && error.status > 0) {
    const expired =
      error.code === SUBSCRIPTION_ERROR_CODES.transactionExpired || /expired/i.test(error.message);
    if (expired) return { message: SUBSCRIPTION_MESSAGES.transactionExpired, expired: true };
    return {
      message: isServerRefusal(error) ? error.message : SUBSCRIPTION_MESSAGES.gatewayError,
      expired: false,
    };
  }
  return { message: CLIENT_PAYMENT_MESSAGES.prepareException, expired: false };
}

export function cancelPendingErrorMessage(error: unknown): string {
  if (isServerRefusal(error)) return error.message;
  if (error instanceof ApiError && error.status > 0) return SUBSCRIPTION_MESSAGES.pendingCancelFailed;
  return CLIENT_PAYMENT_MESSAGES.cancelPendingException;
}

export function cancelSubscriptionErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) return SUBSCRIPTION_MESSAGES.subscriptionCancelFailed;
  return CLIENT_PAYMENT_MESSAGES.cancelSubscriptionException;
}
