// The numbers an encode shows while it runs: how far it is and about how long is left.

/** Seconds left at the pace so far; null until there is enough to go on (first 5 % or 1 s). */
export function etaSeconds(done: number, total: number, elapsedMs: number): number | null {
  if (done <= 0 || total <= 0 || done >= total) return done >= total && total > 0 ? 0 : null;
  if (done / total < 0.05 && elapsedMs < 1000) return null;
  return Math.max(0, Math.ceil(((elapsedMs / done) * (total - done)) / 1000));
}

/** "About 12 s left", "About 1 min 5 s left", "Almost done". */
export function etaLabel(seconds: number | null): string {
  if (seconds === null) return 'Estimating time left…';
  if (seconds <= 1) return 'Almost done';
  if (seconds < 60) return `About ${seconds} s left`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest ? `About ${minutes} min ${rest} s left` : `About ${minutes} min left`;
}

/** "4.2 MB", "850 KB". */
export function fileSizeLabel(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
