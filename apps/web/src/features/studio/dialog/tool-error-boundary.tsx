import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/** Keeps the studio usable when a tool crashes or its code cannot be downloaded. */
export class ToolErrorBoundary extends Component<{ title: string; children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`${this.props.title} failed to load`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
        <p className="font-semibold text-slate-900">{this.props.title} could not be loaded.</p>
        <p className="max-w-sm text-sm text-slate-600">
          Check your connection and try again. A newer version may have been released; reloading fixes that.
        </p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="h-10 cursor-pointer rounded-xl bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Reload
        </button>
      </div>
    );
  }
}
