import { Activity, Bell, BellOff, Settings } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Tooltip } from '@/components/ui/tooltip';

/** Bell with the spec's always-visible red dot; the popover says there is nothing new. */
export function NotificationsButton() {
  return (
    <Popover>
      <Tooltip content="Notifications">
        <PopoverTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Notifications" className="relative">
            <Bell aria-hidden="true" />
            <span
              aria-hidden="true"
              data-testid="notifications-dot"
              className="absolute top-2 right-2 size-2.5 rounded-full bg-red-500 ring-2 ring-white"
            />
          </Button>
        </PopoverTrigger>
      </Tooltip>
      <PopoverContent aria-labelledby="notifications-title">
        <h2 id="notifications-title" className="text-sm font-semibold text-slate-900">
          Notifications
        </h2>
        <div className="mt-3 flex flex-col items-center gap-2 rounded-xl bg-slate-50 px-4 py-6 text-center">
          <BellOff aria-hidden="true" className="size-6 text-slate-400" />
          <p className="font-medium text-slate-800">No new notifications</p>
          <p className="text-xs text-slate-500">You're all caught up.</p>
        </div>
      </PopoverContent>
    </Popover>
  );
}

/** Settings has no behaviour in the spec yet; it explains that and points to diagnostics. */
export function SettingsButton() {
  // Controlled so following the link closes the popover (a Close part would put type="button" on <a>).
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <Tooltip content="Settings">
        <PopoverTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Settings">
            <Settings aria-hidden="true" />
          </Button>
        </PopoverTrigger>
      </Tooltip>
      <PopoverContent aria-labelledby="settings-title">
        <h2 id="settings-title" className="text-sm font-semibold text-slate-900">
          Settings
        </h2>
        <p className="mt-2 text-slate-600">
          Workspace preferences are on their way. Meanwhile you can check that the AI services are reachable.
        </p>
        <Link
          to="/debug"
          onClick={() => setOpen(false)}
          className="mt-3 flex items-center gap-2 rounded-xl border border-slate-200 px-3 py-2 font-medium text-slate-800 hover:border-brand-300 hover:bg-brand-50"
        >
          <Activity aria-hidden="true" className="size-4 text-brand-600" />
          Diagnostics
        </Link>
      </PopoverContent>
    </Popover>
  );
}
