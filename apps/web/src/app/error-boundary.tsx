import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { ErrorFallback } from './error-fallback';

type State = { error: unknown; hasError: boolean };

/** Catches render errors outside the router (providers) and offers 'Try Again'. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled error', error, info.componentStack);
  }

  override render() {
    if (this.state.hasError) {
      return <ErrorFallback onRetry={() => this.setState({ error: null, hasError: false })} />;
    }
    return this.props.children;
  }
}

/** The router's errorElement: a crashed route (or a chunk that failed to load). */
export function RouteErrorFallback() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  console.error('Route error', error);
  // Navigating to the same place gives the route a new location, which clears the error.
  return <ErrorFallback onRetry={() => navigate(location, { replace: true })} />;
}
