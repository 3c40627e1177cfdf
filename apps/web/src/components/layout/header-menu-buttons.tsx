import { Bell, ChevronDown, Settings } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Avatar, type AvatarProps } from '@/components/ui/avatar';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** The header menus that load on first intent (see deferred-header-menus). */
export type HeaderMenuName = 'tools' | 'notifications' | 'settings' | 'account';

/** Marks a trigger so focus can move from its placeholder to the real one. */
export const menuAttr = (name: HeaderMenuName) => ({ 'data-header-menu': name });

export const toolsTriggerClass = cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'group gap-1');
export const accountTriggerClass =
  'ml-1 flex shrink-0 cursor-pointer rounded-full ring-offset-2 hover:ring-2 hover:ring-brand-200 data-[state=open]:ring-2 data-[state=open]:ring-brand-300';

/** Label and chevron of the Tools trigger. */
export function ToolsTriggerContent() {
  return (
    <>
      Tools
      <ChevronDown
        aria-hidden="true"
        className="size-4 transition-transform duration-150 group-data-[state=open]:rotate-180"
      />
    </>
  );
}

/** The bell with its always-visible red dot (docs/product.md#routes-and-page-layout). */
export function NotificationsTriggerContent() {
  return (
    <>
      <Bell aria-hidden="true" />
      <span
        aria-hidden="true"
        data-testid="notifications-dot"
        className="absolute top-2 right-2 size-2.5 rounded-full bg-red-500 ring-2 ring-white"
      />
    </>
  );
}

type PlaceholderProps = { onOpen: () => void };

/**
 * A placeholder opens its menu on the mouse's press as well as on click: when the real menus
 * arrive between press and release, the release lands on the real trigger and the browser sends
 * no click to either, which would lose the user's click.
 */
function openOn(onOpen: () => void) {
  return {
    onClick: onOpen,
    onPointerDown: (event: React.PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button === 0) onOpen();
    },
  };
}

/** Stand-ins with the real triggers' look; a click loads the menus and opens the chosen one. */
export function ToolsPlaceholder({ onOpen }: PlaceholderProps) {
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={toolsTriggerClass}
      {...openOn(onOpen)}
      {...menuAttr('tools')}
    >
      <ToolsTriggerContent />
    </button>
  );
}

export function NotificationsPlaceholder({ onOpen }: PlaceholderProps) {
  return (
    <IconPlaceholder label="Notifications" name="notifications" onOpen={onOpen} className="relative">
      <NotificationsTriggerContent />
    </IconPlaceholder>
  );
}

export function SettingsPlaceholder({ onOpen }: PlaceholderProps) {
  return (
    <IconPlaceholder label="Settings" name="settings" onOpen={onOpen}>
      <Settings aria-hidden="true" />
    </IconPlaceholder>
  );
}

export function AccountPlaceholder({ onOpen, ...avatar }: PlaceholderProps & AvatarProps) {
  return (
    <button
      type="button"
      aria-label="Account menu"
      aria-haspopup="menu"
      aria-expanded={false}
      data-account-control
      className={accountTriggerClass}
      {...openOn(onOpen)}
      {...menuAttr('account')}
    >
      <Avatar {...avatar} />
    </button>
  );
}

function IconPlaceholder({
  label,
  name,
  onOpen,
  ...props
}: { label: string; name: HeaderMenuName } & PlaceholderProps & ComponentProps<typeof Button>) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={false}
      {...openOn(onOpen)}
      {...menuAttr(name)}
      {...props}
    />
  );
}
