/** Every key this app writes to localStorage, in one place so two features never collide. */
export const STORAGE_KEYS = {
  /** 'light' | 'dark' | 'system' (product-spec §9). public/theme-init.js reads it too. */
  theme: 'theme',
  /** 'true' | 'false': the desktop sidebar stays expanded. */
  sidebarPinned: 'sidebarPinned',
} as const;
