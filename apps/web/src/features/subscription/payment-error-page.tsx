import { ArrowLeft, CircleX, RotateCcw } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClasses } from '@/ui/button';
import { PaymentResultCard } from './payment-result-card';

const CAUSES = [
  'Saldo tidak mencukupi (insufficient balance)',
  'Data kartu tidak valid (invalid card)',
  'Koneksi terputus saat pembayaran (connection lost)',
  'Sesi pembayaran kedaluwarsa (session expired)',
  'Transaksi ditolak oleh bank (bank declined)',
];

/** /subscription/error: why a payment may fail, then try again or go back. */
export function PaymentErrorPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const orderId = searchParams.get('order_id');
  const goBack = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate('/dashboard');
  };

  return (
    <PaymentResultCard
      tone="down"
      icon={<CircleX aria-hidden="true" />}
      title="Payment Failed"
      description="Pembayaran Anda tidak berhasil diproses. Tidak ada dana yang ditagih untuk transaksi ini."
      actions={
        <>
          <button type="button" className={buttonClasses({ variant: 'outline' })} onClick={goBack}>
            <ArrowLeft className="size-4" aria-hidden="true" /> Kembali
          </button>
          <Link to="/subscription" className={buttonClasses()}>
            <RotateCcw className="size-4" aria-hidden="true" /> Coba Lagi
          </Link>
        </>
      }
    >
      <div className="space-y-3 rounded-lg border border-border bg-surface-muted/60 p-4">
        <p className="text-sm font-semibold">Kemungkinan penyebab</p>
        <ul className="list-disc space-y-1.5 pl-5 text-sm text-muted">
          {CAUSES.map((cause) => (
            <li key={cause}>{cause}</li>
          ))}
        </ul>
        {orderId ? (
          <p className="text-xs text-muted">
            Order ID: <span className="font-mono break-all">{orderId}</span>
          </p>
        ) : null}
      </div>
    </PaymentResultCard>
  );
}
