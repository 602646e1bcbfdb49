import type { TPaymentMethod, TPaymentMethodGroup } from '@pantau/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';

/** Our own bundled logos (public/payment-logos), one per method group. */
const LOGOS: Record<TPaymentMethodGroup, string> = {
  qris: '/payment-logos/qris.svg',
  ewallet: '/payment-logos/e-wallet.svg',
  virtual_account: '/payment-logos/virtual-account.svg',
  card: '/payment-logos/card.svg',
  alfa_group: '/payment-logos/alfa-group.svg',
  indomaret: '/payment-logos/indomaret.svg',
};

/** What the page shows when the server's list is not (yet) there: the spec's six methods. */
const DEFAULT_METHODS: Pick<TPaymentMethod, 'id' | 'name'>[] = [
  { id: 'qris', name: 'QRIS' },
  { id: 'ewallet', name: 'E-Wallet' },
  { id: 'virtual_account', name: 'Virtual Account' },
  { id: 'card', name: 'Credit / Debit Card' },
  { id: 'alfa_group', name: 'Alfa Group' },
  { id: 'indomaret', name: 'Indomaret' },
];

export function PaymentMethodsCard({ methods }: { methods: TPaymentMethod[] | undefined }) {
  const shown = methods && methods.length > 0 ? methods : DEFAULT_METHODS;
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle>Payment Methods</CardTitle>
        <CardDescription>Pay securely through Midtrans with any of these.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-2 gap-2.5 sm:grid-cols-3 lg:grid-cols-2">
          {shown.map((method) => (
            <li
              key={method.id}
              className="flex flex-col items-center gap-1.5 rounded-lg border border-border bg-white p-2 shadow-xs"
            >
              <img
                src={LOGOS[method.id]}
                alt={method.name}
                className="h-9 w-full object-contain"
                loading="lazy"
              />
              <span className="sr-only">{method.name}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
