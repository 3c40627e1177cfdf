import {
  type Countdown,
  DATE_ORDERS,
  fixedDeadline,
  LIVE_TOKENS,
  TOKENS,
  type TokenKey,
} from '@mergepix/core';
import { useId, useMemo } from 'react';
import {
  browserTimeZone,
  exampleDeadlineParams,
  supportedTimeZones,
  timeZoneOptions,
  withDeadlineKind,
} from './countdown-doc';
import { RadioChoices } from './radio-choices';

export const selectClass =
  'h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-500/20';

const ORDER_LABEL = {
  mdy: 'Month/day/year (12/24/2026)',
  dmy: 'Day/month/year (24/12/2026)',
  ymd: 'Year-month-day (2026-12-24)',
} as const;

/** A time zone select: the browser's zone first, then every IANA zone. */
export function TimeZoneSelect({ value, onChange }: { value: string; onChange: (zone: string) => void }) {
  const id = useId();
  const here = useMemo(browserTimeZone, []);
  const zones = useMemo(() => timeZoneOptions(here, value, supportedTimeZones()), [here, value]);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Time zone
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={selectClass}>
        {zones.map((zone, i) => (
          <option key={zone} value={zone}>
            {i === 0 ? `${zone.replaceAll('_', ' ')} (your time zone)` : zone.replaceAll('_', ' ')}
          </option>
        ))}
      </select>
    </div>
  );
}

/** When the countdown ends: a fixed date and time in a zone, or each recipient's own from a token. */
export function CountdownDeadline({
  countdown,
  now,
  onChange,
}: {
  countdown: Countdown;
  now: number;
  onChange: (countdown: Countdown, kind: string) => void;
}) {
  const atId = useId();
  const tokenId = useId();
  const orderId = useId();
  const d = countdown.deadline;
  const set = (deadline: Countdown['deadline'], kind: string) => onChange({ ...countdown, deadline }, kind);
  const ends = d.kind === 'fixed' ? fixedDeadline(d.at, d.timeZone) : undefined;
  const tokens = [...LIVE_TOKENS, ...TOKENS];
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">Deadline</legend>
      <RadioChoices
        label="Deadline"
        choices={[
          ['fixed', 'A date for everyone'],
          ['token', 'Each recipient’s own (from the link)'],
        ]}
        value={d.kind}
        onChange={(kind) => onChange(withDeadlineKind(countdown, kind, now), 'deadline-kind')}
      />
      {d.kind === 'fixed' ? (
        <>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={atId} className="text-sm font-medium text-slate-700">
              Ends at
            </label>
            <input
              id={atId}
              type="datetime-local"
              value={d.at}
              required
              onChange={(e) => e.target.value && set({ ...d, at: e.target.value }, 'deadline-at')}
              className={selectClass}
            />
          </div>
          <TimeZoneSelect
            value={d.timeZone}
            onChange={(timeZone) => set({ ...d, timeZone }, 'deadline-zone')}
          />
          {ends !== undefined ? (
            <p className="text-xs text-slate-600" data-testid="countdown-ends">
              {ends <= now ? (
                <strong className="font-semibold text-amber-800">
                  This deadline has passed: everyone sees the ended state.{' '}
                </strong>
              ) : null}
              Your time:{' '}
              {new Date(ends).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
            </p>
          ) : null}
        </>
      ) : (
        <>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={tokenId} className="text-sm font-medium text-slate-700">
              Token in the link
            </label>
            <select
              id={tokenId}
              value={d.token}
              onChange={(e) => set({ ...d, token: e.target.value as TokenKey }, 'deadline-token')}
              className={selectClass}
            >
              {tokens.map((t) => (
                <option key={t.key} value={t.key}>
                  {t.key} ({t.displayName})
                </option>
              ))}
            </select>
          </div>
          <TimeZoneSelect
            value={d.timeZone}
            onChange={(timeZone) => set({ ...d, timeZone }, 'deadline-zone')}
          />
          <p className="-mt-1.5 text-xs text-slate-500">For values written without a time zone.</p>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={orderId} className="text-sm font-medium text-slate-700">
              Dates in your list are written
            </label>
            <select
              id={orderId}
              value={d.dateOrder}
              onChange={(e) =>
                set({ ...d, dateOrder: e.target.value as typeof d.dateOrder }, 'deadline-order')
              }
              className={selectClass}
            >
              {DATE_ORDERS.map((o) => (
                <option key={o} value={o}>
                  {ORDER_LABEL[o]}
                </option>
              ))}
            </select>
          </div>
          <Example deadline={d} now={now} />
        </>
      )}
    </fieldset>
  );
}

function Example({
  deadline,
  now,
}: {
  deadline: Extract<Countdown['deadline'], { kind: 'token' }>;
  now: number;
}) {
  // The example moves on by the minute, not at every tick.
  const minute = Math.floor(now / 60_000) * 60_000;
  const { iso, written } = useMemo(() => exampleDeadlineParams(deadline, minute), [deadline, minute]);
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-700" data-testid="deadline-example">
      <p className="font-medium text-slate-800">Example link values</p>
      <code className="block break-all">{iso}</code>
      <code className="block break-all">{written}</code>
      <p className="mt-1 text-slate-500">
        A date alone ends at midnight after it. A missing or unreadable value, or one over a year ahead, shows
        the fallback text.
      </p>
    </div>
  );
}
