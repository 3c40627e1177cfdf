/** True for loopback and *.localhost hosts, where the server's dev mailbox may be enabled. */
export function isLocalHostname(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127(?:\.\d{1,3}){3}$/.test(hostname)
  );
}

/**
 * Without SMTP the server keeps e-mails in a development mailbox. Point people there, but only
 * on a local host: in production the page does not exist. Plain <a>: it is server-rendered.
 */
export function DevMailboxHint() {
  if (typeof window === 'undefined' || !isLocalHostname(window.location.hostname)) return null;
  return (
    <p className="mt-2 text-xs text-slate-500">
      Running locally?{' '}
      <a href="/dev/mailbox" className="font-medium text-brand-700 underline hover:text-brand-900">
        Open the dev mailbox
      </a>
    </p>
  );
}
