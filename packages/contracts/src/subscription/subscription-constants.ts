// Plain values only (no zod), so the web app can import them without pulling in the schema library.

/** Error codes the subscription endpoints answer with (besides the common ones). */
export const SUBSCRIPTION_ERROR_CODES = {
  /** 403 from analysis (market) endpoints: no active trial or plan. */
  subscriptionRequired: 'SUBSCRIPTION_REQUIRED',
  /** 409 from create-order: an unpaid, unexpired transaction exists. */
  pendingTransaction: 'PENDING_TRANSACTION_EXISTS',
  planNotFound: 'PLAN_NOT_FOUND',
  transactionNotFound: 'TRANSACTION_NOT_FOUND',
  /** 400: cancel-pending before a payment method is chosen (payment_type still 'snap'). */
  paymentMethodNotChosen: 'PAYMENT_METHOD_NOT_CHOSEN',
  /** 409/410: the transaction is no longer pending (paid, cancelled or expired). */
  transactionNotPending: 'TRANSACTION_NOT_PENDING',
  transactionExpired: 'TRANSACTION_EXPIRED',
  noActiveSubscription: 'NO_ACTIVE_SUBSCRIPTION',
  /** 502: the payment gateway refused or could not be reached. */
  gatewayError: 'PAYMENT_GATEWAY_ERROR',
  /** 401 from the webhook: signature_key does not match. */
  invalidSignature: 'INVALID_SIGNATURE',
} as const;
export type TSubscriptionErrorCode = (typeof SUBSCRIPTION_ERROR_CODES)[keyof typeof SUBSCRIPTION_ERROR_CODES];

/** Spec §8 texts (and a few of our own, in the same voice). */
export const SUBSCRIPTION_MESSAGES = {
  subscriptionRequired:
    'Fitur ini membutuhkan paket berlangganan aktif. Silakan berlangganan untuk melanjutkan.',
  pendingBlock: 'Anda tidak dapat membuka transaksi baru karena ada transaksi yang belum dibayar.',
  planNotFound: 'Paket tidak ditemukan.',
  transactionNotFound: 'Transaksi tidak ditemukan.',
  paymentMethodNotChosen:
    'Transaksi belum memiliki metode pembayaran. Pilih metode pembayaran terlebih dahulu atau biarkan transaksi kedaluwarsa.',
  transactionNotPending: 'Transaksi ini sudah tidak menunggu pembayaran.',
  transactionExpired: 'Transaksi telah expired. Silakan buat order baru.',
  paymentUrlMissing: 'URL pembayaran tidak tersedia. Silakan coba lagi.',
  gatewayError: 'Gagal mempersiapkan halaman pembayaran. Silakan coba lagi.',
  createOrderFailed: 'Gagal membuat order pembayaran',
  subscriptionCancelled: 'Subscription berhasil dibatalkan',
  subscriptionCancelFailed: 'Gagal membatalkan subscription',
  noActiveSubscription: 'Tidak ada subscription aktif untuk dibatalkan.',
  pendingCancelled: 'Transaksi berhasil dibatalkan',
  pendingCancelFailed: 'Gagal membatalkan transaksi',
  paymentSuccess: 'Payment berhasil! Subscription Anda telah diaktifkan.',
  paymentPending: 'Payment sedang diproses. Silakan tunggu konfirmasi.',
  paymentFailed: 'Payment gagal. Silakan coba lagi.',
  paymentClosed: 'Payment dibatalkan',
  paymentInProgress: 'Anda memiliki pembayaran yang sedang berlangsung. Silakan tunggu hingga selesai.',
  gatewayMissing: 'Payment gateway tidak tersedia. Silakan refresh halaman.',
  statusRefreshed: 'Status refreshed',
} as const;

export const TRIAL_PLAN = { name: 'Free Trial', price: 0, duration: 0.25, days: 7 } as const;
