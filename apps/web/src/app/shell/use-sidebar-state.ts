import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { readStorage, writeStorage } from '@/lib/storage';
import { useMediaQuery } from '@/lib/use-media-query';

/** Spec §9: under 1024 px the sidebar is an off-canvas drawer. */
export const DESKTOP_QUERY = '(min-width: 1024px)';

/**
 * Sidebar states of product-spec §4: collapsed rail, hover-expanded, pinned (desktop) and the
 * drawer (mobile). `expanded` is what is visible now.
 */
export function useSidebarState() {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [pinned, setPinned] = useState(() => readStorage(STORAGE_KEYS.sidebarPinned) === 'true');
  const [hovered, setHovered] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();

  // The drawer closes itself after navigating. Adjusting state during render (not in an effect)
  // avoids a frame where the new page shows under a still-open drawer.
  const [lastPathname, setLastPathname] = useState(pathname);
  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setMobileOpen(false);
  }

  // Escape closes the drawer wherever focus is.
  useEffect(() => {
    if (!mobileOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMobileOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mobileOpen]);

  const togglePinned = useCallback(() => {
    const next = !pinned;
    setPinned(next);
    writeStorage(STORAGE_KEYS.sidebarPinned, String(next));
  }, [pinned]);

  const expanded = isDesktop ? pinned || hovered : mobileOpen;
  return {
    isDesktop,
    pinned,
    expanded,
    mobileOpen,
    togglePinned,
    setHovered,
    openMobile: useCallback(() => setMobileOpen(true), []),
    closeMobile: useCallback(() => setMobileOpen(false), []),
  };
}
