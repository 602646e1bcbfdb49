/** The payment page's methods and the Midtrans fields each adds to a notification. */
export type SandboxMethod = {
  id: string;
  label: string;
  group: string;
  paymentType: string;
  /** Card payments report 'capture' (fraud accept) where the others report 'settlement'. */
  paidStatus: 'settlement' | 'capture';
  fields: (orderNumber: string) => Record<string, unknown>;
};

const va = (bank: string, orderNumber: string) => ({
  va_numbers: [{ bank, va_number: `${bank === 'bca' ? '12345' : '98765'}${orderNumber}`.slice(0, 18) }],
});

export const SANDBOX_METHODS: SandboxMethod[] = [
  {
    id: 'qris',
    label: 'QRIS',
    group: 'QRIS',
    paymentType: 'qris',
    paidStatus: 'settlement',
    fields: () => ({ acquirer: 'gopay', issuer: 'gopay' }),
  },
  {
    id: 'gopay',
    label: 'GoPay',
    group: 'E-Wallet',
    paymentType: 'gopay',
    paidStatus: 'settlement',
    fields: () => ({}),
  },
  {
    id: 'shopeepay',
    label: 'ShopeePay',
    group: 'E-Wallet',
    paymentType: 'shopeepay',
    paidStatus: 'settlement',
    fields: () => ({}),
  },
  {
    id: 'bca_va',
    label: 'BCA Virtual Account',
    group: 'Virtual Account',
    paymentType: 'bank_transfer',
    paidStatus: 'settlement',
    fields: (n) => va('bca', n),
  },
  {
    id: 'bni_va',
    label: 'BNI Virtual Account',
    group: 'Virtual Account',
    paymentType: 'bank_transfer',
    paidStatus: 'settlement',
    fields: (n) => va('bni', n),
  },
  {
    id: 'bri_va',
    label: 'BRI Virtual Account',
    group: 'Virtual Account',
    paymentType: 'bank_transfer',
    paidStatus: 'settlement',
    fields: (n) => va('bri', n),
  },
  {
    id: 'permata_va',
    label: 'Permata Virtual Account',
    group: 'Virtual Account',
    paymentType: 'permata',
    paidStatus: 'settlement',
    fields: (n) => ({ permata_va_number: `8562${n}`.slice(0, 16) }),
  },
  {
    id: 'credit_card',
    label: 'Credit / Debit Card',
    group: 'Card',
    paymentType: 'credit_card',
    paidStatus: 'capture',
    fields: () => ({
      masked_card: '48111111-1114',
      bank: 'bni',
      card_type: 'credit',
      channel_response_code: '00',
      channel_response_message: 'Approved',
      approval_code: '1700000000000',
    }),
  },
  {
    id: 'alfamart',
    label: 'Alfamart / Alfa Group',
    group: 'Alfa Group',
    paymentType: 'cstore',
    paidStatus: 'settlement',
    fields: (n) => ({ store: 'alfamart', payment_code: `ALFA${n}`.slice(0, 16) }),
  },
  {
    id: 'indomaret',
    label: 'Indomaret',
    group: 'Indomaret',
    paymentType: 'cstore',
    paidStatus: 'settlement',
    fields: (n) => ({ store: 'indomaret', payment_code: `IDM${n}`.slice(0, 16) }),
  },
];

export const findSandboxMethod = (id: string) => SANDBOX_METHODS.find((method) => method.id === id) ?? null;
