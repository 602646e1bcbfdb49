import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageCount, pageWindow } from './page-window';
import { Pagination } from './pagination';

describe('pageWindow', () => {
  it('shows every page when there are five or fewer', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('never shows more than five buttons, centred on the current page', () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(11, 12)).toEqual([8, 9, 10, 11, 12]);
  });

  it('is empty without pages and clamps out-of-range pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(99, 7)).toEqual([3, 4, 5, 6, 7]);
  });

  it('counts pages of five', () => {
    expect(pageCount(0, 5)).toBe(0);
    expect(pageCount(5, 5)).toBe(1);
    expect(pageCount(6, 5)).toBe(2);
  });
});

describe('Pagination', () => {
  it('renders at most five numbered buttons and reports the chosen page', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={4} totalPages={9} onPageChange={onPageChange} />);
    const numbered = screen.getAllByRole('button', { name: /^Page \d+$/ });
    expect(numbered.map((button) => button.textContent)).toEqual(['2', '3', '4', '5', '6']);
    expect(screen.getByRole('button', { name: 'Page 4' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(screen.getByRole('button', { name: 'Page 6' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange.mock.calls).toEqual([[6], [5]]);
  });

  it('hides itself for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onPageChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });
});
