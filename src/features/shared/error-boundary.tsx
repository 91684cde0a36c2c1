import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isApiError } from '../../lib/api-errors';
import { markApiDown } from './stores/api-status';

interface Props {
  children: ReactNode;
  /** Spec §2: 'Something went wrong.' (translated by the page). */
  message?: string;
}

interface State {
  failed: boolean;
}

/**
 * Wraps each island. An API-related error shows the maintenance screen (through the
 * shared API status); any other error replaces the island with the generic message.
 */
export class IslandErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
    if (isApiError(error)) markApiDown();
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="alert" className="rounded bg-red-50 px-1 py-0.5 text-sm text-red-800">
        {this.props.message ?? 'Something went wrong.'}
      </p>
    );
  }
}
