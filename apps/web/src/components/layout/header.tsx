import { HEADER_SCROLL_THRESHOLD_PX } from '@mergepix/core';
import { ArrowRight, Menu, Search, X } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { useAuth } from '@/lib/auth/auth-context';
import { cn } from '@/lib/cn';
import { usePathChange } from '@/lib/use-path-change';
import { useScrolledPast } from '@/lib/use-scrolled-past';
import { AccountControl } from './account-menu';
import { BrandLogo } from './brand-logo';
import { useDeferredHeaderMenus } from './deferred-header-menus';
import {
  AccountPlaceholder,
  NotificationsPlaceholder,
  SettingsPlaceholder,
  ToolsPlaceholder,
} from './header-menu-buttons';
import { MOBILE_MENU_ID, MobileMenu } from './mobile-menu';
import { SEARCH_PANEL_ID } from './search-panel-id';

type Panel = 'search' | 'menu' | null;

// The search panel is fetched when someone shows interest in the search button, not on first load.
const loadSearchPanel = () => import('./search-panel');
const SearchPanel = lazy(() => loadSearchPanel().then((m) => ({ default: m.SearchPanel })));

/** The header's two popover buttons: the loaded menu's button, or its placeholder until then. */
const POPOVER_BUTTONS = [
  {
    name: 'notifications',
    label: 'Notifications',
    loaded: 'NotificationsButton',
    Placeholder: NotificationsPlaceholder,
  },
  { name: 'settings', label: 'Settings', loaded: 'SettingsButton', Placeholder: SettingsPlaceholder },
] as const;

/**
 * Fixed site header (docs/product.md#routes-and-page-layout). Transparent at the top of the page, opaque with
 * a shadow once scrolled past the threshold; `data-scrolled` exposes that state to tests and styling. Search
 * and the mobile menu share one "open panel" slot so they never stack.
 */
export function Header() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const [panel, setPanel] = useState<Panel>(null);
  const headerRef = useRef<HTMLElement>(null);
  const searchToggleRef = useRef<HTMLButtonElement>(null);
  const menuToggleRef = useRef<HTMLButtonElement>(null);
  const { menus, opening, open } = useDeferredHeaderMenus(headerRef);
  const { user, profile } = useAuth();

  usePathChange(() => setPanel(null));

  const close = useCallback(() => setPanel(null), []);
  const toggle = (next: Exclude<Panel, null>) => setPanel((current) => (current === next ? null : next));

  // Escape and outside clicks close whichever panel is open; Escape hands focus back to its toggle.
  useEffect(() => {
    if (panel === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setPanel(null);
      (panel === 'search' ? searchToggleRef : menuToggleRef).current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !headerRef.current?.contains(event.target)) setPanel(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [panel]);

  const solid = scrolled || panel !== null;
  const menuOpen = panel === 'menu';
  const searchOpen = panel === 'search';

  return (
    <header
      ref={headerRef}
      data-scrolled={scrolled ? 'true' : 'false'}
      data-panel={panel ?? 'none'}
      data-menus={menus ? 'ready' : 'deferred'}
      className={cn(
        'fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-200',
        solid ? 'bg-white shadow-md shadow-slate-900/5' : 'bg-transparent',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-4 sm:gap-2 sm:px-6 lg:px-8">
        <Link to="/" className="mr-auto rounded-lg md:mr-4">
          <BrandLogo />
        </Link>

        <nav aria-label="Main" className="hidden flex-1 items-center md:flex">
          {menus ? (
            <menus.ToolsMenu defaultOpen={opening === 'tools'} />
          ) : (
            <ToolsPlaceholder onOpen={() => open('tools')} />
          )}
        </nav>

        <Tooltip content="Search">
          <Button
            ref={searchToggleRef}
            variant="ghost"
            size="icon"
            aria-label="Search"
            aria-expanded={searchOpen}
            aria-controls={SEARCH_PANEL_ID}
            onClick={() => toggle('search')}
            onPointerEnter={() => void loadSearchPanel()}
            onFocus={() => void loadSearchPanel()}
            className={cn(searchOpen && 'bg-slate-900/5')}
          >
            {searchOpen ? <X aria-hidden="true" /> : <Search aria-hidden="true" />}
          </Button>
        </Tooltip>
        {POPOVER_BUTTONS.map(({ name, label, loaded, Placeholder }) => {
          const Loaded = menus?.[loaded];
          return (
            <Tooltip key={name} content={label}>
              <span className="contents">
                {Loaded ? (
                  <Loaded defaultOpen={opening === name} />
                ) : (
                  <Placeholder onOpen={() => open(name)} />
                )}
              </span>
            </Tooltip>
          );
        })}

        <Link
          to="/#signup"
          className={buttonVariants({ size: 'sm', className: 'ml-2 hidden lg:inline-flex' })}
        >
          Try it free
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>

        <AccountControl
          signedIn={
            menus ? (
              <menus.AccountDropdown defaultOpen={opening === 'account'} />
            ) : (
              <AccountPlaceholder
                onOpen={() => open('account')}
                src={profile?.avatar_url}
                name={profile?.full_name || user?.name}
                email={user?.email}
              />
            )
          }
        />

        <Button
          ref={menuToggleRef}
          variant="ghost"
          size="icon"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => toggle('menu')}
          className="md:hidden"
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </div>

      {searchOpen ? (
        <Suspense fallback={null}>
          <SearchPanel onNavigate={close} />
        </Suspense>
      ) : null}
      <MobileMenu open={menuOpen} onNavigate={close} />
    </header>
  );
}
