/**
 * The plan catalogue as marketed on the landing page (product-spec §3). Plans differ only by
 * duration; every plan gives full feature access. The subscription screen reads the live
 * catalogue from the server; this copy is for public pages that must render without a call.
 */
export type PlanSummary = {
  id: 'plus' | 'premium' | 'pro';
  name: string;
  priceRupiah: number;
  periodLabel: string;
  months: number;
  popular: boolean;
};

export const PLANS: readonly PlanSummary[] = [
  { id: 'plus', name: 'Plus', priceRupiah: 35000, periodLabel: '1 bulan', months: 1, popular: false },
  { id: 'premium', name: 'Premium', priceRupiah: 89000, periodLabel: '3 bulan', months: 3, popular: true },
  { id: 'pro', name: 'Pro', priceRupiah: 165000, periodLabel: '6 bulan', months: 6, popular: false },
];

export const FREE_TRIAL_DAYS = 7;
