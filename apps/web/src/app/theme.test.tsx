import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeMatchMedia } from '@/test/fake-match-media';
import { ThemeProvider, useTheme } from './theme';

const DARK = '(prefers-color-scheme: dark)';
let media: ReturnType<typeof installFakeMatchMedia> | undefined;

afterEach(() => media?.restore());

function ThemeProbe() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return (
    <div>
      <p>
        {theme}/{resolvedTheme}
      </p>
      <button onClick={() => setTheme('dark')}>dark</button>
      <button onClick={() => setTheme('light')}>light</button>
    </div>
  );
}

const isDark = () => document.documentElement.classList.contains('dark');

describe('ThemeProvider', () => {
  it('follows the device setting when nothing is saved', () => {
    media = installFakeMatchMedia({ [DARK]: true });
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );

    expect(screen.getByText('system/dark')).toBeTruthy();
    expect(isDark()).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it('applies a saved choice over the device setting', () => {
    media = installFakeMatchMedia({ [DARK]: true });
    window.localStorage.setItem('theme', 'light');
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );

    expect(screen.getByText('light/light')).toBeTruthy();
    expect(isDark()).toBe(false);
  });

  it("updates live when the device switches while on 'system'", () => {
    media = installFakeMatchMedia({ [DARK]: false });
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    expect(isDark()).toBe(false);

    act(() => media?.setMatches(DARK, true));
    expect(isDark()).toBe(true);
    expect(screen.getByText('system/dark')).toBeTruthy();

    act(() => media?.setMatches(DARK, false));
    expect(isDark()).toBe(false);
  });

  it('saves a choice and applies it at once', async () => {
    media = installFakeMatchMedia({ [DARK]: false });
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'dark' }));
    expect(isDark()).toBe(true);
    expect(window.localStorage.getItem('theme')).toBe('dark');

    // A chosen theme ignores the device setting.
    act(() => media?.setMatches(DARK, false));
    expect(isDark()).toBe(true);
  });
});
