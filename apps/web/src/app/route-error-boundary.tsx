import { Component, type ErrorInfo, type ReactNode } from 'react';
import { dropPrerenderedShell } from '@/lib/prerender';

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Keeps the header usable when a page crashes or its chunk fails to download (typically after a
 * deploy replaced the file names). The layout re-mounts it per pathname, which resets it.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Page failed to render', error, info.componentStack);
    // The home page's prerendered copy must not hide the error (and the app) behind it.
    dropPrerenderedShell();
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 pt-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
        <p className="mt-2 text-slate-600">
          This page could not be loaded. A newer version may have been released — reloading usually fixes it.
        </p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-6 h-11 cursor-pointer rounded-xl bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Reload page
        </button>
      </div>
    );
  }
}
