type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | null = null;
let wanted = false;
const listeners = new Set<() => void>();

/** Loads sonner once; the first toast also asks the app to mount its Toaster. */
function load(): Promise<Sonner> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  sonner ??= import('sonner');
  return sonner;
}

/**
 * Toasts without sonner in the first-load bundle: no page shows a toast before someone acts,
 * so the library and its Toaster load on the first call. Sonner replays toasts raised before its
 * Toaster subscribed, so nothing is lost while it downloads.
 */
export const notify = {
  success(message: string) {
    void load().then(({ toast }) => toast.success(message));
  },
  error(message: string) {
    void load().then(({ toast }) => toast.error(message));
  },
  info(message: string) {
    void load().then(({ toast }) => toast.info(message));
  },
};

/** For the Toaster host: whether any toast was requested yet. */
export const toasterDemand = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  get: () => wanted,
};
