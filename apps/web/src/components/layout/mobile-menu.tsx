import { ArrowRight } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { MOBILE_ONLY_ENTRIES, NAV_GROUPS } from '@/config/nav';
import { cn } from '@/lib/cn';
import { MobileAccount } from './mobile-account';

/** Id of the panel, referenced by the menu toggle's aria-controls. */
export const MOBILE_MENU_ID = 'mobile-menu';

/**
 * Below `md` the Tools menu is replaced by this panel: the same entries plus the mobile-only FAQ.
 * It stays in the DOM (hidden) so the toggle's aria-controls always points at a real element.
 * The account block comes last, above "Try it free", next to where the thumb already is.
 */
export function MobileMenu({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  return (
    <div
      id={MOBILE_MENU_ID}
      hidden={!open}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-t border-slate-200 bg-white md:hidden"
    >
      <nav aria-label="Mobile" className="px-4 pt-4 pb-6">
        {NAV_GROUPS.map((group) => {
          const entries = [...group.entries, ...(MOBILE_ONLY_ENTRIES[group.id] ?? [])];
          return (
            <section key={group.id} aria-labelledby={`mobile-group-${group.id}`} className="mb-5">
              <h2
                id={`mobile-group-${group.id}`}
                className="px-3 pb-1 text-xs font-semibold tracking-wider text-slate-500 uppercase"
              >
                {group.label}
              </h2>
              <ul className="grid gap-0.5 min-[480px]:grid-cols-2">
                {entries.map((entry) => (
                  <li key={entry.path}>
                    <NavLink
                      to={entry.path}
                      onClick={onNavigate}
                      className={({ isActive }) =>
                        cn(
                          'block rounded-xl px-3 py-2.5 text-[15px] font-medium text-slate-800 hover:bg-slate-100',
                          isActive && 'bg-brand-50 text-brand-800',
                        )
                      }
                    >
                      {entry.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
        <MobileAccount onNavigate={onNavigate} />
        <Link
          to="/#signup"
          onClick={onNavigate}
          className={buttonVariants({ size: 'lg', className: 'w-full' })}
        >
          Try it free
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </nav>
    </div>
  );
}
