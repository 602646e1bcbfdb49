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
});
