import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { NAV_GROUPS } from '@/config/nav';
import { cn } from '@/lib/cn';
import { menuAttr, ToolsTriggerContent, toolsTriggerClass } from './header-menu-buttons';

/**
 * Desktop "Tools" menu listing every route, grouped. Non-modal so opening it neither locks page
 * scroll nor shifts the fixed header by the scrollbar width; Radix still gives arrow-key, typeahead
 * and Escape handling.
 */
export function ToolsMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={toolsTriggerClass} {...menuAttr('tools')}>
        <ToolsTriggerContent />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={10}
          collisionPadding={16}
          className="z-[60] grid w-[min(48rem,calc(100vw-2rem))] grid-cols-4 gap-x-2 gap-y-1 rounded-2xl border border-slate-200 bg-white p-3 shadow-xl shadow-slate-900/10 outline-none animate-fade-in"
        >
          {NAV_GROUPS.map((group) => (
            <DropdownMenu.Group
              key={group.id}
              aria-labelledby={`tools-group-${group.id}`}
              className={cn(group.id === 'create' && 'col-span-2')}
            >
              <DropdownMenu.Label
                id={`tools-group-${group.id}`}
                className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wider text-slate-500 uppercase"
              >
                {group.label}
              </DropdownMenu.Label>
              <div className={cn('grid gap-0.5', group.id === 'create' && 'grid-cols-2')}>
                {group.entries.map((entry) => (
                  <DropdownMenu.Item key={entry.path} asChild>
                    <Link
                      to={entry.path}
                      className="block rounded-xl px-3 py-2 outline-none data-[highlighted]:bg-brand-50"
                    >
                      <span className="block text-sm font-medium text-slate-900">{entry.label}</span>
                      <span className="block truncate text-xs text-slate-500">{entry.description}</span>
                    </Link>
                  </DropdownMenu.Item>
                ))}
              </div>
            </DropdownMenu.Group>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
