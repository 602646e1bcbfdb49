import { formatNumber } from '@/lib/format';

// Shared by the cards and their lazily loaded chart, so the chart's chunk does not import the cards.
export type Series = { key: string; label: string };
export type Row = { date: string } & Record<string, number | string>;

const monthLabel = new Intl.DateTimeFormat('id-ID', { month: 'short', year: 'numeric', timeZone: 'UTC' });
export const formatMonth = (isoDate: string) => monthLabel.format(new Date(`${isoDate}T00:00:00Z`));
export const formatShare = (value: number) => `${formatNumber(value, 2)}%`;
