import { formatNumber } from '@/lib/format';

/** Rupiah values in billions with a B suffix, as broker tables show them: '67,47 B'. */
export function formatBillions(rupiah: number): string {
  return `${formatNumber(rupiah / 1e9, 2)} B`;
}

/** Share counts shortened with B and M (spec §9, Ownership): '81,46 B', '952,30 M', '12.500'. */
export function formatShares(shares: number): string {
  const size = Math.abs(shares);
  if (size >= 1e9) return `${formatNumber(shares / 1e9, 2)} B`;
  if (size >= 1e6) return `${formatNumber(shares / 1e6, 2)} M`;
  return formatNumber(shares);
}

/** Stocks shown in the watchlist: favourites only, then a case-blind match on code or name. */
export function filterWatchlist<T extends { symbol: string; name: string }>(
  stocks: readonly T[],
  {
    text,
    favouritesOnly,
    favourites,
  }: { text: string; favouritesOnly: boolean; favourites: readonly string[] },
): T[] {
  const needle = text.trim().toUpperCase();
  const matches = (stock: T) =>
    needle === '' || stock.symbol.includes(needle) || stock.name.toUpperCase().includes(needle);
  if (!favouritesOnly) return stocks.filter(matches);
  // Favourites keep the order they were starred in.
  const bySymbol = new Map(stocks.map((stock) => [stock.symbol, stock]));
  return favourites.flatMap((symbol) => {
    const stock = bySymbol.get(symbol);
    return stock && matches(stock) ? [stock] : [];
  });
}

/** Chart axis labels: Indonesian separators, large volumes shortened like share counts. */
export function formatChartValue(value: number): string {
  if (Math.abs(value) >= 1e6) return formatShares(value);
  return formatNumber(value, Number.isInteger(value) ? 0 : 2);
}
