import { ArrowRight, Moon, Network } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';

const tileClasses =
  'group flex min-w-0 items-center gap-3 rounded-lg border border-border p-4 text-left transition-colors ' +
  'hover:border-primary hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-ring';

/** 'Bandarmology' opens every section below and scrolls to them; 'Bazimology' goes to /astrology. */
export function QuickAccessCard({ onBandarmology }: { onBandarmology: () => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Access</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-2">
        <button type="button" className={tileClasses} onClick={onBandarmology}>
          <Network className="size-6 shrink-0 text-primary" aria-hidden="true" />
          <span className="min-w-0 flex-1">
            <span className="block font-semibold">Bandarmology</span>
            <span className="block text-sm text-muted">Broker flows, ownership and foreign flow</span>
          </span>
          <ArrowRight className="size-4 shrink-0 text-muted group-hover:text-primary" aria-hidden="true" />
        </button>
        <Link to="/astrology" className={tileClasses}>
          <Moon className="size-6 shrink-0 text-accent" aria-hidden="true" />
          <span className="min-w-0 flex-1">
            <span className="block font-semibold">Bazimology</span>
            <span className="block text-sm text-muted">Ba Zi and Shio calendar analysis</span>
          </span>
          <ArrowRight className="size-4 shrink-0 text-muted group-hover:text-primary" aria-hidden="true" />
        </Link>
      </CardContent>
    </Card>
  );
}
