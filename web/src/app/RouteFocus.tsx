import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRestoration, useLocation, useNavigationType } from 'react-router';

export const MAIN_ID = 'main-content';

/** The first focusable element of every page: straight to the content, past header and navigation. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_ID}`}
      className="fm-skip-link fm-screen-only"
      onClick={(event) => {
        // Focus, not a hash navigation: the router would take the hash for a new page.
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      {t('nav.skipToContent')}
    </a>
  );
}

const HEADING = `#${MAIN_ID} h1`;
const WAIT_MS = 10_000;

/** Focus may move only when it is nowhere the reader chose: not in the page, not in a dialog. */
function mayMoveFocus(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return true;
  if (active.closest('[role="dialog"], [aria-modal="true"]')) return false;
  return !document.getElementById(MAIN_ID)?.contains(active);
}

/**
 * After a navigation (not the first load) focus goes to the new page's heading, so a screen
 * reader starts there and a keyboard continues from it; back and forward restore the scroll
 * position (React Router's ScrollRestoration). A navigation that keeps the page's heading — the
 * same screen showing another item, such as a conversation or a photo in the viewer — leaves
 * focus where it is.
 */
/** Kept outside the component: each layout has its own, and signing in changes the layout. */
const shown: { path: string | null; heading: Element | null } = { path: null, heading: null };

export function RouteFocus() {
  const { pathname } = useLocation();
  const type = useNavigationType();

  useEffect(() => {
    // The first load (and React's development re-run of the same effect) leaves focus alone,
    // and so does a redirect before the first page was shown (/fathers/me to his record): the
    // reader has gone nowhere yet, and focusing would lay the page out once more on a phone.
    const initial = shown.path === null || shown.path === pathname || (shown.heading === null && type === 'REPLACE');
    shown.path = pathname;
    const before = shown.heading;

    const look = () => {
      const heading = document.querySelector<HTMLElement>(HEADING);
      // The old page's heading still shown: the new page is not there yet, or it is the same page.
      if (!heading || (!initial && heading === before)) return false;
      shown.heading = heading;
      if (!initial && mayMoveFocus()) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      return true;
    };

    if (look()) return;
    // Lazily loaded pages and pages waiting for data show their heading later.
    const observer = new MutationObserver(() => {
      if (look()) stop();
    });
    const timer = window.setTimeout(() => stop(), WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, type]);

  return <ScrollRestoration />;
}
