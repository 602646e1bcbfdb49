/** Midtrans payment_type values as people know them; 'snap' means none chosen yet. */
const LABELS: Record<string, string> = {
  qris: 'QRIS',
  gopay: 'GoPay',
  shopeepay: 'ShopeePay',
  dana: 'DANA',
  ovo: 'OVO',
  bank_transfer: 'Virtual Account',
  echannel: 'Mandiri Bill',
  permata: 'Permata VA',
  bca_va: 'BCA VA',
  bni_va: 'BNI VA',
  bri_va: 'BRI VA',
  permata_va: 'Permata VA',
  other_va: 'Virtual Account',
  credit_card: 'Credit / Debit Card',
  cstore: 'Alfa Group / Indomaret',
  alfamart: 'Alfa Group',
  indomaret: 'Indomaret',
  akulaku: 'Akulaku',
};

export function isMethodChosen(paymentMethod: string | null | undefined): boolean {
  return !!paymentMethod && paymentMethod !== 'snap';
}

export function paymentMethodLabel(paymentMethod: string | null | undefined): string {
  if (!isMethodChosen(paymentMethod)) return 'Belum dipilih';
  const key = (paymentMethod ?? '').toLowerCase();
  return LABELS[key] ?? key.replace(/_/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());
}
