/** Placeholder cards while the session or profile loads; same rhythm as the real page. */
export function AccountSkeleton() {
  return (
    <div role="status" aria-busy="true" data-testid="account-skeleton" className="flex flex-col gap-6">
      <span className="sr-only">Loading your account…</span>
      {[0, 1, 2].map((card) => (
        <div
          key={card}
          aria-hidden="true"
          className="animate-pulse rounded-3xl border border-slate-200 p-5 sm:p-7"
        >
          <div className="h-5 w-40 rounded-lg bg-slate-200" />
          <div className="mt-3 h-3.5 w-2/3 rounded bg-slate-100" />
          <div className="mt-6 grid gap-4 sm:grid-cols-2">
            <div className="h-12 rounded-xl bg-slate-100" />
            <div className="h-12 rounded-xl bg-slate-100" />
          </div>
        </div>
      ))}
    </div>
  );
}
