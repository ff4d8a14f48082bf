import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What the island is, for the notice: 'converter', 'unit search'. */
  what: string;
  children: ReactNode;
}

/**
 * Keeps a page usable when an island fails while rendering: instead of the island vanishing
 * (React unmounts a tree that throws), a notice says what happened and offers to start it
 * again; the rest of the page, the address and the stored history stay as they were.
 */
export default class IslandErrorBoundary extends Component<Props, { failed: boolean; attempt: number }> {
  state = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept for whoever opens the console; the visitor gets the notice.
    console.warn(`The ${this.props.what} stopped:`, error, info.componentStack);
  }

  render(): ReactNode {
    if (!this.state.failed) return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
    return (
      <div
        role="alert"
        data-testid="island-failed"
        className="grid justify-items-start gap-2 rounded-md border border-red-700 bg-red-50 p-3 text-red-800 dark:border-red-400 dark:bg-[#3b1f1f] dark:text-red-200"
      >
        <p className="font-semibold">The {this.props.what} stopped</p>
        <p>It met something it could not handle. Your saved conversions are kept.</p>
        <button
          type="button"
          className="btn-secondary px-3 py-1"
          onClick={() => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }))}
        >
          Start it again
        </button>
      </div>
    );
  }
}
