import { X } from 'lucide-react';
import { ROTATION_INDEX_CODES } from '@pantau/contracts';
import { useUrlParams } from '@/lib/use-url-params';
import { Card, CardContent } from '@/ui/card';
import { Checkbox } from '@/ui/checkbox';
import { CoverageNote } from '@/ui/coverage-note';
import { PageHeader } from '@/ui/page-header';
import { AsOfLine, EmptyState, QueryError, TableSkeleton } from '@/ui/result-states';
import { StockPicker } from '@/ui/stock-picker';
import { useIndices, useSectors, useSeasonality } from './rotation-api';
import { DEFAULT_SECTORS, DEFAULT_STOCKS, addCode, parseOptionalCodes } from './rotation-selection';
import { SeasonalityHeatmap } from './seasonality-heatmap';
import { MARKET_ROTATION_VIEWS } from './sub-views';

/** The API takes 30 series: 5 indices + 11 sectors leave room for 14 stocks. */
const MAX_STOCKS = 14;

function parseIndices(raw: string | null): string[] {
  const codes = (raw ?? '')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter((code) => (ROTATION_INDEX_CODES as readonly string[]).includes(code));
  return codes.length > 0 ? [...new Set(codes)] : ['COMPOSITE'];
}

/**
 * Seasonality: monthly heat maps for the chosen indices, and, behind the Sector and Saham
 * checkboxes, sectors and stocks. State in the URL (?indices=&sector=&sectors=&saham=&stocks=).
 */
export function SeasonalityPage() {
  const header = MARKET_ROTATION_VIEWS.seasonality;
  const [params, update] = useUrlParams();
  const indices = parseIndices(params.get('indices'));
  const showSectors = params.get('sector') !== '0';
  const showStocks = params.get('saham') !== '0';
  const sectors = parseOptionalCodes(params.get('sectors'), 'sector', DEFAULT_SECTORS, 11);
  const stocks = parseOptionalCodes(params.get('stocks'), 'stock', DEFAULT_STOCKS, MAX_STOCKS);
  const codes = [
    ...indices,
    ...(showSectors ? sectors.map((code) => `SECTOR:${code}`) : []),
    ...(showStocks ? stocks : []),
  ];
  const seasonality = useSeasonality(codes);
  const indexList = useIndices();
  const sectorList = useSectors();

  const toggleIndex = (code: string) => {
    if (!indices.includes(code)) return update({ indices: [...indices, code].join(',') });
    // Spec §5: the last index cannot be removed (its checkbox is disabled too).
    if (indices.length > 1) update({ indices: indices.filter((item) => item !== code).join(',') });
  };
  const toggleSector = (code: string) =>
    update({
      sectors: (sectors.includes(code) ? sectors.filter((item) => item !== code) : [...sectors, code]).join(
        ',',
      ),
    });
  const addStock = (symbol: string) => {
    // An unchanged list writes nothing: an identical navigation would re-render for no reason.
    if (stocks.includes(symbol) || stocks.length >= MAX_STOCKS) return;
    update({ stocks: addCode(stocks, symbol).join(',') });
  };
  const removeStock = (symbol: string) =>
    update({ stocks: stocks.filter((item) => item !== symbol).join(',') });

  const indexOptions = indexList.data?.indices ?? ROTATION_INDEX_CODES.map((code) => ({ code, name: code }));

  return (
    <div className="min-w-0 space-y-6">
      <PageHeader
        title={header.title}
        description={header.description}
        note={<CoverageNote symbol={null} />}
      />
      <Card>
        <CardContent className="space-y-5">
          <fieldset className="min-w-0">
            <legend className="mb-2 text-sm font-medium">Index</legend>
            <div className="flex flex-wrap gap-2">
              {indexOptions.map((index) => {
                const checked = indices.includes(index.code);
                const locked = checked && indices.length === 1;
                return (
                  <label
                    key={index.code}
                    title={locked ? 'At least one index must stay selected' : index.name}
                    className="flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-1.5 text-sm hover:bg-surface-muted has-disabled:cursor-not-allowed"
                  >
                    <Checkbox checked={checked} disabled={locked} onChange={() => toggleIndex(index.code)} />
                    {index.code}
                  </label>
                );
              })}
            </div>
          </fieldset>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <label className="flex items-center gap-2 text-sm font-medium">
              <Checkbox checked={showSectors} onChange={() => update({ sector: showSectors ? '0' : '1' })} />
              Sector
            </label>
            <label className="flex items-center gap-2 text-sm font-medium">
              <Checkbox checked={showStocks} onChange={() => update({ saham: showStocks ? '0' : '1' })} />
              Saham
            </label>
          </div>
          {showSectors ? (
            sectorList.isError ? (
              <QueryError error={sectorList.error} onRetry={() => void sectorList.refetch()} />
            ) : (
              <fieldset className="min-w-0">
                <legend className="mb-2 text-sm font-medium">Sectors</legend>
                <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
                  {sectorList.data?.sectors.map((sector) => (
                    <label
                      key={sector.code}
                      className="flex min-w-0 cursor-pointer items-center gap-2 rounded-md border border-border px-2 py-1.5 text-xs hover:bg-surface-muted sm:px-3 sm:py-2 sm:text-sm"
                    >
                      <Checkbox
                        checked={sectors.includes(sector.code)}
                        onChange={() => toggleSector(sector.code)}
                      />
                      <span className="min-w-0 leading-tight">{sector.shortName}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            )
          ) : null}
          {showStocks ? (
            <div className="grid gap-4 md:grid-cols-[minmax(0,16rem)_1fr] md:items-start">
              {/* Remounted after each change so the input is empty for the next stock. */}
              <StockPicker key={stocks.join(',')} ticker="" onChange={addStock} label="Add saham" />
              <div className="min-w-0 space-y-1.5">
                <p className="text-sm leading-none font-medium">Saham</p>
                {stocks.length === 0 ? (
                  <p className="text-sm text-muted">No stocks selected.</p>
                ) : (
                  <ul aria-label="Selected stocks" className="flex flex-wrap gap-2">
                    {stocks.map((symbol) => (
                      <li
                        key={symbol}
                        className="inline-flex items-center gap-1 rounded-full border border-border bg-surface-muted py-1 pr-1 pl-3 font-mono text-sm"
                      >
                        {symbol}
                        <button
                          type="button"
                          aria-label={`Remove ${symbol}`}
                          className="inline-flex size-6 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-fg"
                          onClick={() => removeStock(symbol)}
                        >
                          <X className="size-3.5" aria-hidden="true" />
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </div>
          ) : null}
        </CardContent>
      </Card>

      {seasonality.isError ? (
        <QueryError error={seasonality.error} onRetry={() => void seasonality.refetch()} />
      ) : !seasonality.data ? (
        <TableSkeleton rows={8} />
      ) : seasonality.data.series.length === 0 ? (
        <EmptyState>Nothing selected.</EmptyState>
      ) : (
        <section aria-label="Seasonality heat maps" className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <AsOfLine asOf={seasonality.data.asOf} />
            <p className="text-xs text-muted">
              Monthly change in %; colour deepens up to ±3% (green up, red down).
            </p>
          </div>
          {seasonality.data.series.map((series) => (
            <SeasonalityHeatmap key={series.code} series={series} />
          ))}
        </section>
      )}
    </div>
  );
}
