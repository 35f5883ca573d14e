import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface RemoteErrorBoundaryProps {
  /** Which remote this boundary contains (for the console message). */
  remote: string;
  /** Shown instead of the remote once it failed to load or threw while rendering, given why. */
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error?: unknown;
}

/**
 * Contains one remote: without it a remote that fails to load or throws while rendering unmounts
 * the whole host (architecture §6). Remounted with a new key on Retry.
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[dukkan] remote "${this.props.remote}" is unavailable:`, error, info.componentStack);
  }

  render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
