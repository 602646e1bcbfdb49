/**
 * localStorage that never throws: storage can be disabled (privacy mode, full quota), and a
 * preference that fails to save must not break the screen.
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Preference is kept in memory for this visit only.
  }
}
