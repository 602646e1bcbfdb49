import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TInstrumentSummary } from '@pantau/contracts';
import { StockOption } from './stock-picker';

const result = (overrides: Partial<TInstrumentSummary>): TInstrumentSummary => ({
  symbol: 'KBBP',
  name: 'Bank KB Bukopin Tbk',
  sector: 'G',
  sectorName: 'Financials',
  status: 'active',
  specialNotice: 'none',
  formerSymbols: [],
  delistedOn: null,
  ...overrides,
});

const renderOption = (option: Parameters<typeof StockOption>[0]) =>
  render(
    <div role="option" aria-selected={false}>
      <StockOption {...option} />
    </div>,
  );

describe('StockOption', () => {
  it('shows the codes a stock traded under before, after its name', () => {
    renderOption(result({ formerSymbols: ['BBKP'] }));
    expect(screen.getByRole('option').textContent).toBe('KBBPBank KB Bukopin Tbkformerly BBKP');
    expect(screen.getByText('formerly BBKP').className).toContain('text-muted');
    expect(screen.queryByText('Delisted')).toBeNull();
  });

  it('marks a delisted stock', () => {
    renderOption(result({ symbol: 'SUGI', name: 'Sugih Energy Tbk', delistedOn: '2019-03-04' }));
    expect(screen.getByRole('option').textContent).toBe('SUGISugih Energy TbkDelisted');
  });

  it('takes a plain code and name, as a known list gives them', () => {
    renderOption({ symbol: 'BBCA', name: 'Bank Central Asia Tbk' });
    expect(screen.getByRole('option').textContent).toBe('BBCABank Central Asia Tbk');
  });
});
