import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { QueryError } from './result-states';

describe('QueryError', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a market still being prepared as a notice and asks again by itself', () => {
    vi.useFakeTimers();
    const onRetry = vi.fn();
    render(
      <QueryError
        error={new ApiError(503, 'MARKET_NOT_READY', 'market data is being prepared')}
        onRetry={onRetry}
      />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('market data is being prepared')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the error banner and Retry for other server failures', () => {
    render(
      <QueryError
        error={new ApiError(503, 'SERVICE_UNAVAILABLE', 'Service temporarily unavailable.')}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Service temporarily unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('states plainly that the dates have no trade records, without Retry', () => {
    const message =
      'No trade records for BBRI on 23 Nov 2026. Trade records for BBRI are stored for 9 Nov 2026 – 20 Nov 2026.';
    render(<QueryError error={new ApiError(404, 'NO_TRADE_RECORDS', message)} onRetry={() => {}} />);
    const notice = screen.getByRole('status');
    expect(notice.textContent).toBe(`No trade records${message}`);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Could not load the data')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
