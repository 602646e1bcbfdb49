/** Every key this app writes to localStorage (or sessionStorage), in one place so two features never collide. */
export const STORAGE_KEYS = {
  /** 'light' | 'dark' | 'system' (product-spec §9). public/theme-init.js reads it too. */
  theme: 'theme',
  /** 'true' | 'false': the desktop sidebar stays expanded. */
  sidebarPinned: 'sidebarPinned',
  /**
   * The signed-in user and tokens (spec §3 stored local user). In localStorage with Remember me,
   * otherwise in sessionStorage so it ends with the browser session.
   */
  session: 'pantau.session',
  /**
   * When a tab last held a browser-session sign-in (ms since epoch, no token): a newly opened tab
   * waits for the open tabs to share it only while this is recent.
   */
  sharedSignIn: 'pantau.shared-sign-in',
  /**
   * sessionStorage: when this tab last reloaded itself because a chunk of its build was gone after
   * a deploy (ms since epoch), so a chunk missing from the new build too does not reload it forever.
   */
  staleBuildReload: 'pantau.stale-build-reload',
  /** Technical Analysis (spec §3 browser-stored settings): the Line style colour. */
  chartColors: 'chartColors',
  /** Last bullish/bearish colours read from or saved to the server, shown before it answers. */
  userChartColors: 'userChartColors',
  /** Height in px of each indicator pane (50-200). */
  indicatorChartHeight: 'indicatorChartHeight',
  /** RSI overbought/oversold levels and whether their lines show. */
  rsiSettings: 'rsiSettings',
  /** Up and down colours of the volume histogram. */
  volumeHistogramSettings: 'volumeHistogramSettings',
  /** The chart's indicator list (spec §3 Indicator), so it survives a reload. */
  chartIndicators: 'chartIndicators',
  /** 'adjusted' | 'raw': whether stock prices are back-adjusted for corporate actions. */
  chartPriceAdjust: 'chartPriceAdjust',
} as const;
