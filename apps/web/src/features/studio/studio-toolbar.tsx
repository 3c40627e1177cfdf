import { Bell, CircleHelp, EllipsisVertical, type LucideIcon, Settings, Tags } from 'lucide-react';
import { Menu } from '@/components/ui/menu';
import { SearchField } from '@/components/ui/search-field';
import { cn } from '@/lib/cn';
import type { StudioSheet } from './studio-sheets';

const iconButton =
  'relative flex size-10 cursor-pointer items-center justify-center rounded-xl text-slate-600 hover:bg-slate-100 hover:text-slate-900';

/** The sheets the toolbar opens, as icon buttons on wide screens and menu items on phones. */
const SHEET_BUTTONS: readonly {
  sheet: StudioSheet;
  label: string;
  menuLabel?: string;
  Icon: LucideIcon;
  badge?: boolean;
}[] = [
  { sheet: 'help', label: 'Get help', menuLabel: 'Get Help', Icon: CircleHelp },
  { sheet: 'notifications', label: 'Notifications', Icon: Bell, badge: true },
  { sheet: 'settings', label: 'Settings', Icon: Settings },
];

/** Props of {@link StudioToolbar}. */
export interface StudioToolbarProps {
  query: string;
  onQuery: (query: string) => void;
  panelOpen: boolean;
  onTogglePanel: () => void;
  onSheet: (sheet: StudioSheet) => void;
}

/** The studio's title, tool search, token panel toggle, notifications, settings and mobile menu. */
export function StudioToolbar({ query, onQuery, panelOpen, onTogglePanel, onSheet }: StudioToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="mr-auto flex items-center gap-2">
        <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">AI Creative Studio</h1>
        <span className="rounded-full bg-gradient-to-r from-brand-600 to-accent-500 px-2 py-0.5 text-[11px] font-bold text-white">
          Pro
        </span>
      </div>
      <div className="order-last w-full sm:order-none sm:w-72">
        <SearchField label="Search tools" value={query} onChange={onQuery} placeholder="Search tools..." />
      </div>
      <div className="hidden items-center gap-1 sm:flex">
        <button
          type="button"
          aria-pressed={panelOpen}
          onClick={onTogglePanel}
          className={cn(
            'flex h-10 cursor-pointer items-center gap-1.5 rounded-xl px-3 text-sm font-semibold',
            panelOpen ? 'bg-brand-100 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          <Tags aria-hidden="true" className="size-4" />
          Tokens
        </button>
        {SHEET_BUTTONS.map(({ sheet, label, Icon, badge }) => (
          <button
            key={sheet}
            type="button"
            className={iconButton}
            aria-label={label}
            onClick={() => onSheet(sheet)}
          >
            <Icon aria-hidden="true" className="size-5" />
            {badge ? (
              <span aria-hidden="true" className="absolute top-2 right-2 size-2 rounded-full bg-red-500" />
            ) : null}
          </button>
        ))}
      </div>
      <div className="sm:hidden">
        <Menu
          label="Studio menu"
          trigger={<EllipsisVertical aria-hidden="true" className="size-5" />}
          triggerClass={iconButton}
          items={[
            {
              id: 'tokens',
              label: 'Personalization Tokens',
              icon: <Tags aria-hidden="true" className="size-4" />,
              onSelect: () => void onTogglePanel(),
            },
            ...SHEET_BUTTONS.map(({ sheet, menuLabel, label, Icon }) => ({
              id: sheet,
              label: menuLabel ?? label,
              icon: <Icon aria-hidden="true" className="size-4" />,
              onSelect: () => void onSheet(sheet),
            })),
          ]}
        />
      </div>
    </div>
  );
}
