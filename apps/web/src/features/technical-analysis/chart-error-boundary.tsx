import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import { Button } from '@/ui/button';

type State = { hasError: boolean; attempt: number };

/**
 * A chart that throws while rendering (a canvas or series failure) shows 'Chart Error' with
 * Reload Chart instead of taking the whole screen down (spec §2). Reloading remounts the chart.
 */
export class ChartErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { hasError: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Chart render error', error, info.componentStack);
  }

  override render() {
    if (this.state.hasError) {
      return (
        <div
          role="alert"
          className="flex min-h-80 flex-col items-center justify-center gap-3 rounded-lg border border-down/40 bg-surface p-6 text-center"
        >
          <AlertTriangle className="size-8 text-down" aria-hidden="true" />
          <h3 className="text-lg font-semibold">Chart Error</h3>
          <p className="text-sm text-muted">An error occurred while rendering the chart</p>
          <Button
            variant="outline"
            onClick={() => this.setState((state) => ({ hasError: false, attempt: state.attempt + 1 }))}
          >
            Reload Chart
          </Button>
        </div>
      );
    }
    return <div key={this.state.attempt}>{this.props.children}</div>;
  }
}
