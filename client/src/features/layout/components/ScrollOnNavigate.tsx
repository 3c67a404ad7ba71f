import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/**
 * Where the page stands after a navigation inside the app: a new page starts at its top (or at
 * its #anchor), and Back or Forward return to where that page was left. A change of the query
 * alone (the checkout return tidying its address) moves nothing.
 *
 * The first load is left to the browser. react-router's ScrollRestoration restored a saved
 * position through a router state update that React committed when it got to it; while the
 * product table scrolled (every scroll renders the table at once) that took seconds on a busy
 * machine, and the page then jumped back to the saved position under a seller who was already
 * scrolling.
 * Everything here runs in the commit that shows the new page, before the seller can act.
 */
export function ScrollOnNavigate() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const shown = useRef<{ key: string; pathname: string } | null>(null);

  useLayoutEffect(() => {
    const remember = () => {
      if (shown.current) positions.current.set(shown.current.key, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = { key: location.key, pathname: location.pathname };
    if (!previous || previous.key === location.key) return;
    const left =
      navigationType === NavigationType.Pop ? positions.current.get(location.key) : undefined;
    if (left !== undefined) {
      window.scrollTo(0, left);
    } else if (location.hash) {
      anchor(location.hash)?.scrollIntoView();
    } else if (previous.pathname !== location.pathname) {
      window.scrollTo(0, 0);
    }
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}

function anchor(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}
