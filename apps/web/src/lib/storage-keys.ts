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
} as const;
