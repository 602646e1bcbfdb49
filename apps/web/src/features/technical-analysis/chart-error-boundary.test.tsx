import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChartErrorBoundary } from './chart-error-boundary';

let shouldThrow = true;

function FlakyChart() {
  if (shouldThrow) throw new Error('canvas lost');
  return <p>Chart drawn</p>;
}

afterEach(() => vi.restoreAllMocks());

describe('ChartErrorBoundary', () => {
  it("shows 'Chart Error' with the spec message and draws again after Reload Chart", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shouldThrow = true;
    render(
      <div>
        <p>Toolbar stays</p>
        <ChartErrorBoundary>
          <FlakyChart />
        </ChartErrorBoundary>
      </div>,
    );

    expect(screen.getByRole('heading', { name: 'Chart Error' })).toBeTruthy();
    expect(screen.getByText('An error occurred while rendering the chart')).toBeTruthy();
    expect(screen.getByText('Toolbar stays')).toBeTruthy();

    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reload Chart' }));
    expect(screen.getByText('Chart drawn')).toBeTruthy();
    expect(screen.queryByText('Chart Error')).toBeNull();
  });
});
