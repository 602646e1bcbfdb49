/* global window, document */
// Runs before first paint so a dark-theme visitor never sees a white flash.
// Keep the key and values in step with src/lib/storage-keys.ts and src/app/theme.tsx.
(function () {
  var preference = 'system';
  try {
    var stored = window.localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark' || stored === 'system') preference = stored;
  } catch {
    // Storage can be blocked (privacy mode); the system setting still applies.
  }
  var dark =
    preference === 'dark' ||
    (preference === 'system' &&
      window.matchMedia &&
      window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
