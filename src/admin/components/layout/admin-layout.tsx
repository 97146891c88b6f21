import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from '#admin/lib/navigation.tsx';
import { canManageSettings, canSeeFeeds } from '../../lib/roles.ts';
import { useNavigating } from '../../lib/router-provider.tsx';
import { signOut, useSession } from '../../lib/session.ts';
import { useContactSummary, useQuoteSummary } from '../../lib/shared-queries.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { cx } from '../../lib/cx.ts';
import { paths } from '../../paths.ts';
import { Badge } from '../ui/badge.tsx';
import { buttonClass } from '../ui/button.tsx';
import {
  BoxIcon,
  CheckCircleIcon,
  ClockIcon,
  DashboardIcon,
  FeedIcon,
  InboxIcon,
  LogoutIcon,
  MenuIcon,
  PlusIcon,
  QuoteIcon,
  SettingsIcon,
  ShieldIcon,
  TagIcon,
  UsersIcon,
} from '../ui/icons.tsx';
import { ScreenFrame } from './route-states.tsx';

/** The admin layout: sidebar on wide screens, a drawer on small ones, the screen in the middle. */
export function AdminLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const location = useLocation();
  const { user } = useSession();
  // The next screen's code is loading: the current screen stays, with a bar across the top.
  const navigating = useNavigating();

  const MenuDrawer = useMenuDrawer(drawerOpen, closeDrawer);

  // Choosing a menu item closes the drawer.
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  return (
    <div className="min-h-screen lg:pl-64">
      <aside
        className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r border-slate-200 bg-white lg:flex"
        aria-label="Menu admin"
      >
        <Sidebar />
      </aside>

      {MenuDrawer && (
        <MenuDrawer open={drawerOpen} onOpenChange={setDrawerOpen}>
          <Sidebar />
        </MenuDrawer>
      )}

      <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6">
        <button
          type="button"
          className={buttonClass('ghost', 'icon', 'lg:hidden')}
          onClick={() => setDrawerOpen(true)}
          aria-label="Buka menu"
          aria-expanded={drawerOpen}
        >
          <MenuIcon />
        </button>
        <a href={paths.publicHome} className="lg:hidden">
          <img src="/logo.svg" alt="RawLab" width={100} height={28} className="h-7 w-auto" />
          <span className="sr-only"> – ke beranda publik</span>
        </a>
        <div className="ml-auto flex min-w-0 items-center gap-3">
          <div className="hidden min-w-0 text-right sm:block">
            <p className="truncate text-sm font-medium text-slate-900">{user?.name}</p>
            <p className="truncate text-xs text-slate-500">{user?.email}</p>
          </div>
          {user && <RoleBadge role={user.role} />}
        </div>
      </header>

      {navigating && (
        <div
          className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-brand-600"
          role="progressbar"
          aria-label="Memuat halaman..."
          data-testid="navigation-progress"
        />
      )}
      <main id="main" className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8" aria-busy={navigating}>
        <ScreenFrame>
          <Outlet />
        </ScreenFrame>
      </main>
    </div>
  );
}

type MenuDrawerComponent = typeof import('./menu-drawer.tsx').MenuDrawer;

/**
 * The drawer's code (Radix Dialog), asked for when the browser is next idle after the first render,
 * or at once when the menu opens before that. If it cannot arrive (offline), `onUnavailable` closes
 * the menu again, so the next tap asks anew.
 */
function useMenuDrawer(wanted: boolean, onUnavailable: () => void): MenuDrawerComponent | null {
  const [MenuDrawer, setMenuDrawer] = useState<MenuDrawerComponent | null>(null);
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    if (requested) return;
    if (wanted) {
      setRequested(true);
      return;
    }
    const request = () => setRequested(true);
    const idle = window.requestIdleCallback?.(request, { timeout: 2000 });
    const timer = idle === undefined ? window.setTimeout(request, 500) : undefined;
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, [requested, wanted]);
  useEffect(() => {
    if (!requested || MenuDrawer) return;
    let mounted = true;
    import('./menu-drawer.tsx').then(
      ({ MenuDrawer: loaded }) => mounted && setMenuDrawer(() => loaded),
      () => {
        if (!mounted) return;
        onUnavailable();
        setRequested(false);
      },
    );
    return () => {
      mounted = false;
    };
  }, [requested, MenuDrawer, onUnavailable]);
  return MenuDrawer;
}

function CountBadge({ count, label, testId }: { count: number; label: string; testId: string }) {
  if (!count) return null;
  return (
    <span
      className="ml-auto rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold tabular-nums text-white"
      data-testid={testId}
    >
      {count > 99 ? '99+' : count}
      <span className="sr-only"> {label}</span>
    </span>
  );
}

/** Messages with status Baru; nothing while there are none (or the count has not loaded). */
function UnreadContactsBadge() {
  const summary = useContactSummary();
  return <CountBadge count={summary.data?.unread ?? 0} label="pesan baru" testId="nav-unread-contacts" />;
}

/** Quote requests with status Baru, read from the counts document (not the inbox). */
function NewQuotesBadge() {
  const summary = useQuoteSummary();
  return <CountBadge count={summary.data?.new ?? 0} label="permintaan baru" testId="nav-new-quotes" />;
}

export function RoleBadge({ role }: { role: string }) {
  return <Badge tone={role === 'Super Admin' ? 'violet' : role === 'Manager' ? 'blue' : 'slate'}>{role}</Badge>;
}

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  );
const subItemClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'flex items-center gap-2 rounded-lg py-1.5 pl-11 pr-3 text-sm transition-colors',
    isActive ? 'font-medium text-brand-700' : 'text-slate-500 hover:bg-slate-100 hover:text-slate-900',
  );

function Sidebar() {
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const logout = () => {
    signOut();
    queryClient.clear();
    toastSuccess('Logout berhasil');
    void navigate(paths.login, { replace: true });
  };

  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 items-center border-b border-slate-100 px-5">
        <a href={paths.publicHome} className="flex items-center gap-2">
          <img src="/logo.svg" alt="RawLab" width={100} height={28} className="h-7 w-auto" />
          <span className="rounded bg-slate-100 px-1.5 py-0.5 text-[10px] font-semibold uppercase tracking-wide text-slate-700">
            Admin
          </span>
          <span className="sr-only"> – ke beranda publik</span>
        </a>
      </div>
      <nav className="flex-1 space-y-1 overflow-y-auto px-3 py-4" aria-label="Navigasi utama">
        <NavLink to={paths.dashboard} className={itemClass}>
          <DashboardIcon />
          Dashboard
        </NavLink>
        <div>
          <NavLink to={paths.products} className={itemClass} end={false}>
            <BoxIcon />
            Produk
          </NavLink>
          <div className="mt-1 space-y-0.5">
            <NavLink to={paths.products} end className={subItemClass}>
              Semua Produk
            </NavLink>
            <NavLink to={paths.productAdd} className={subItemClass}>
              <PlusIcon className="h-4 w-4" />
              Tambah Produk
            </NavLink>
            <NavLink to={paths.productArchive} className={subItemClass}>
              Arsip
            </NavLink>
          </div>
        </div>
        <NavLink to={paths.contacts} className={itemClass}>
          <InboxIcon />
          Kontak Masuk
          <UnreadContactsBadge />
        </NavLink>
        <NavLink to={paths.quotes} className={itemClass}>
          <QuoteIcon />
          Permintaan Penawaran
          <NewQuotesBadge />
        </NavLink>
        <div>
          <NavLink to={paths.services} className={itemClass} end={false}>
            <CheckCircleIcon />
            Layanan
          </NavLink>
          <div className="mt-1 space-y-0.5">
            <NavLink to={paths.services} end className={subItemClass}>
              Permintaan Layanan
            </NavLink>
            <NavLink to={paths.instruments} className={subItemClass}>
              Instrumen
            </NavLink>
            <NavLink to={paths.reminders} className={subItemClass}>
              Pengingat Kalibrasi
            </NavLink>
          </div>
        </div>
        <NavLink to={paths.categories} className={itemClass}>
          <TagIcon />
          Kategori
        </NavLink>
        {canSeeFeeds(user) && (
          <NavLink to={paths.feed} className={itemClass}>
            <FeedIcon />
            Feed
          </NavLink>
        )}
        <NavLink to={paths.activity} className={itemClass}>
          <ClockIcon />
          Aktivitas
        </NavLink>
        {canManageSettings(user) && (
          <NavLink to={paths.settings} className={itemClass}>
            <SettingsIcon />
            Pengaturan
          </NavLink>
        )}
        <NavLink to={paths.security} className={itemClass}>
          <ShieldIcon />
          Keamanan
        </NavLink>
      </nav>
      <div className="space-y-1 border-t border-slate-100 p-3">
        <NavLink to={paths.account} className={itemClass}>
          <UsersIcon />
          Akun Saya
        </NavLink>
        <button
          type="button"
          onClick={logout}
          className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-red-50 hover:text-red-700"
        >
          <LogoutIcon />
          Logout
        </button>
      </div>
    </div>
  );
}
