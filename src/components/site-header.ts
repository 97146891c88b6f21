import { HEADER_SCROLL_THRESHOLD, scrollToSection, scrollToTop, settleFragment } from '#lib/browser/scroll.ts';

/*
 * The navigation bar's behaviour. Links carry real URLs (`/`, `/#why-rawlab`, `/#details`,
 * `/products`): from another page the browser goes to the landing page with the section in the
 * fragment, which is this site's form of the original's `scrollTo` navigation state, and the landing
 * page scrolls to it. On the landing page the same links scroll smoothly without reloading.
 */

const LANDING_PAGES = new Set(['/', '/index.html', '/en', '/en/', '/en/index.html']);
const onLandingPage = () => LANDING_PAGES.has(location.pathname);
const landing = () => (location.pathname.startsWith('/en') ? '/en/' : '/');

/** The language switch keeps what the visitor was looking at: the query (search, filters) and the fragment. */
function keepStateOnLanguageSwitch(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-lang-switch]')) {
    link.addEventListener('click', () => {
      const target = new URL(link.href);
      target.search = location.search;
      target.hash = location.hash;
      link.href = target.href;
    });
  }
}

export function initSiteHeader(): void {
  const header = document.getElementById('site-header');
  const panel = document.getElementById('mobile-menu');
  const openButton = document.getElementById('menu-open');
  const closeButton = document.getElementById('menu-close');
  if (!header || !panel || !openButton || !closeButton) return;
  keepStateOnLanguageSwitch();

  const updateScrolled = () => {
    header.dataset.scrolled = String(window.scrollY > HEADER_SCROLL_THRESHOLD);
  };
  updateScrolled();
  window.addEventListener('scroll', updateScrolled, { passive: true });
  if (onLandingPage()) settleFragment();

  const isOpen = () => !panel.hidden;
  const openMenu = () => {
    panel.hidden = false;
    openButton.setAttribute('aria-expanded', 'true');
    document.documentElement.classList.add('menu-open');
    document.body.classList.add('menu-open');
    closeButton.focus();
  };
  const closeMenu = (restoreFocus = true) => {
    if (!isOpen()) return;
    panel.hidden = true;
    openButton.setAttribute('aria-expanded', 'false');
    document.documentElement.classList.remove('menu-open');
    document.body.classList.remove('menu-open');
    if (restoreFocus) openButton.focus();
  };
  openButton.addEventListener('click', openMenu);
  closeButton.addEventListener('click', () => closeMenu());
  // The panel is full-screen only under the md breakpoint; never leave the page locked above it.
  window.matchMedia('(min-width: 768px)').addEventListener('change', (event) => event.matches && closeMenu(false));

  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      closeMenu();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...panel.querySelectorAll<HTMLElement>('a[href], button')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  });

  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-nav]')) {
    link.addEventListener('click', (event) => {
      const target = link.dataset.nav!;
      const inPanel = panel.contains(link);
      if (inPanel) closeMenu(false);
      if (!onLandingPage() || event.metaKey || event.ctrlKey || event.shiftKey) return;
      if (target === 'top') {
        event.preventDefault();
        history.replaceState(null, '', landing());
        scrollToTop();
      } else if (target !== 'products-page' && document.getElementById(target)) {
        event.preventDefault();
        history.replaceState(null, '', `${landing()}#${target}`);
        scrollToSection(target);
      }
    });
  }
}
