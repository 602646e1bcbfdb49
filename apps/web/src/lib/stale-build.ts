import { STORAGE_KEYS } from './storage-keys';

/** A second failure this soon after reloading means the reload did not help. */
const RELOAD_GUARD_MS = 30_000;

/**
 * After a deploy, a tab opened before it still runs the old build, whose lazy chunks the server no
 * longer has: the next screen it opens would fail to load. Vite reports each failed dynamic import
 * as `vite:preloadError`; the tab then loads once more, into the new build, at the address it was
 * going to (`pendingHref`: the router keeps the old address until the screen's chunk arrives). If a chunk fails again right after that reload (gone from the new build too, or the network is
 * down), the error reaches the screen's error page, which offers Try Again and Reload, instead of
 * reloading in a loop. Without sessionStorage there is no way to tell, so no automatic reload.
 */
export function reloadWhenBuildIsStale(
  pendingHref: () => string | null = () => null,
  win: Window = window,
): void {
  let reloading = false;
  win.addEventListener('vite:preloadError', (event) => {
    if (reloading) {
      // Several chunks of one screen fail together: one reload is enough, and no error page
      // should flash while it starts.
      event.preventDefault();
      return;
    }
    try {
      const last = Number(win.sessionStorage.getItem(STORAGE_KEYS.staleBuildReload) ?? 0);
      if (Date.now() - last < RELOAD_GUARD_MS) return;
      win.sessionStorage.setItem(STORAGE_KEYS.staleBuildReload, String(Date.now()));
    } catch {
      return;
    }
    reloading = true;
    event.preventDefault();
    const href = pendingHref();
    if (href) win.location.assign(href);
    else win.location.reload();
  });
}
