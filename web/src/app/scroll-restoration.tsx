import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A new page starts at the top (or at the element its #fragment names); back and forward return
 * to where the visitor was on that page. The browser restores positions itself only on a full
 * load: a page the app renders arrives after its popstate, when the browser has already scrolled.
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const type = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const current = useRef(key);
  const first = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const keep = () => positions.current.set(current.current, window.scrollY);
    window.addEventListener('scroll', keep, { passive: true });
    // A reload starts where the page was left: the browser puts it back on a full load itself.
    const auto = () => (window.history.scrollRestoration = 'auto');
    window.addEventListener('pagehide', auto);
    return () => {
      window.removeEventListener('scroll', keep);
      window.removeEventListener('pagehide', auto);
    };
  }, []);

  useIsomorphicLayoutEffect(() => {
    current.current = key;
    if (first.current) {
      first.current = false;
      return;
    }
    // At once: the page's smooth scrolling is for moving within one page, not to another.
    const saved = positions.current.get(key);
    if (type === 'POP' && saved !== undefined) window.scrollTo({ top: saved, behavior: 'instant' });
    else if (hash && elementOf(hash)) elementOf(hash)!.scrollIntoView({ behavior: 'instant' });
    else window.scrollTo({ top: 0, behavior: 'instant' });
  }, [key]);

  return null;
}

function elementOf(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}
