import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** Where the positions outlive a reload of the tab (sessionStorage: this tab only). */
export const SCROLL_POSITIONS_KEY = 'stezhka:scroll-positions';
/** The most recent history entries kept. */
const KEPT = 50;
/** How long a restore waits for a page that is still growing (its lazy parts). */
const RESTORE_MS = 1_000;

function readPositions(): Map<string, number> {
  try {
    const entries: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '[]');
    return new Map(
      Array.isArray(entries)
        ? entries.filter((e): e is [string, number] => typeof e?.[0] === 'string' && Number.isFinite(e?.[1]))
        : [],
    );
  } catch {
    return new Map();
  }
}

function elementOf(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** At once: the page's smooth scrolling is for moving within one page, not to another. */
const jump = (top: number) => window.scrollTo({ top, behavior: 'instant' });

/**
 * A new page starts at the top (or at the element its #fragment names); back and forward return
 * to where the visitor was on that page, after a reload too. The browser restores positions itself
 * only on a full load: a page the app renders arrives after its popstate, when the browser has
 * already scrolled. Within one page (the same path: a search typed into the address, a fragment,
 * the skip link) nothing moves but to a fragment's element.
 */
export function ScrollRestoration() {
  const { key, pathname, search, hash } = useLocation();
  const type = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const shown = useRef<{ key: string; pathname: string; search: string } | null>(null);
  const restoring = useRef(false);

  useEffect(() => {
    positions.current = readPositions();
    window.history.scrollRestoration = 'manual';
    const keep = () => {
      if (!restoring.current && shown.current) positions.current?.set(shown.current.key, window.scrollY);
    };
    // Leaving the document: the browser restores this entry itself if it comes back, and the
    // positions go to the tab's storage for the entries the app will render again.
    const leave = () => {
      window.history.scrollRestoration = 'auto';
      try {
        sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify([...(positions.current ?? [])].slice(-KEPT)));
      } catch {
        // Storage refused: positions last as long as the document.
      }
    };
    // Back from the back/forward cache: the app scrolls again.
    const back = () => (window.history.scrollRestoration = 'manual');
    window.addEventListener('scroll', keep, { passive: true });
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', back);
    return () => {
      window.removeEventListener('scroll', keep);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', back);
    };
  }, []);

  useIsomorphicLayoutEffect(() => {
    const before = shown.current;
    shown.current = { key, pathname, search };
    // The first render (and React's second run of it in development) is the page as loaded.
    if (!before || before.key === key) return;
    const target = hash ? elementOf(hash) : null;
    if (before.pathname === pathname && (type === 'REPLACE' || before.search === search)) {
      target?.scrollIntoView({ behavior: 'instant' });
      return;
    }
    const saved = type === 'POP' ? (positions.current ?? readPositions()).get(key) : undefined;
    if (saved === undefined) {
      if (target) target.scrollIntoView({ behavior: 'instant' });
      else jump(0);
      return;
    }
    // The page may still be growing (a lazy part on its way): try again until it is tall enough.
    restoring.current = true;
    const until = performance.now() + RESTORE_MS;
    const restore = () => {
      jump(saved);
      if (Math.abs(window.scrollY - saved) > 1 && performance.now() < until) requestAnimationFrame(restore);
      else restoring.current = false;
    };
    restore();
  }, [key]);

  return null;
}
