import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import {
  cancelPendingErrorMessage,
  cancelSubscriptionErrorMessage,
  continuePaymentError,
  createOrderErrorMessage,
  isPendingBlock,
} from './payment-messages';

const block = new ApiError(
  409,
  'PENDING_TRANSACTION_EXISTS',
  'Anda tidak dapat membuka transaksi baru karena ada transaksi yang belum dibayar.',
);
const network = new ApiError(
  0,
  'NETWORK_ERROR',
  'Network error. Please check your connection and try again.',
);

describe('payment messages (spec §8)', () => {
  it('shows the pending block as the server wrote it', () => {
    expect(isPendingBlock(block)).toBe(true);
    expect(createOrderErrorMessage(block)).toBe(block.message);
  });

  it('falls back to the order and exception texts', () => {
    expect(
      createOrderErrorMessage(new ApiError(502, 'HTTP_502', 'Server error. Please try again later.')),
    ).toBe('Gagal membuat order pembayaran');
    expect(createOrderErrorMessage(network)).toBe('Terjadi kesalahan saat memproses subscription');
  });

  it('recognises an expired order when continuing a payment', () => {
    expect(continuePaymentError(new ApiError(410, 'TRANSACTION_EXPIRED', 'Transaction expired'))).toEqual({
      message: 'Transaksi telah expired. Silakan buat order baru.',
      expired: true,
    });
    expect(continuePaymentError(new ApiError(502, 'HTTP_502', 'Server error.'))).toEqual({
      message: 'Gagal mempersiapkan halaman pembayaran. Silakan coba lagi.',
      expired: false,
    });
    expect(continuePaymentError(network).message).toBe(
      'Terjadi kesalahan saat mempersiapkan pembayaran. Silakan coba lagi atau hubungi support.',
    );
  });

  it('words cancel failures', () => {
    expect(cancelSubscriptionErrorMessage(new ApiError(400, 'NO_ACTIVE_SUBSCRIPTION', 'x'))).toBe(
      'Gagal membatalkan subscription',
    );
    expect(cancelSubscriptionErrorMessage(network)).toBe('Terjadi kesalahan saat membatalkan subscription');
    expect(cancelPendingErrorMessage(new ApiError(500, 'HTTP_500', 'x'))).toBe('Gagal membatalkan transaksi');
    expect(cancelPendingErrorMessage(network)).toBe('Terjadi kesalahan saat membatalkan transaksi');
  });
});
