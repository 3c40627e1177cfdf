/** Shown while a lazily loaded page downloads; takes the page's space so the layout does not jump. */
export function RouteFallback() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center pt-16" role="status">
      <span className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
