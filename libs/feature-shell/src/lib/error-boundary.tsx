import { Component, type ReactNode } from 'react';
import { toApiError, type ApiError } from '@bp/data-access-api';
import { OnDemandErrorScreen } from './on-demand-screens';

interface ShellErrorBoundaryProps {
  children: ReactNode;
  /** A new value clears a shown error (the route shell passes the URL: spec 01 §2). */
  resetKey?: string;
}

interface ShellErrorBoundaryState {
  error: ApiError | undefined;
  /** The resetKey the state was derived for; a different one in props means the URL moved on. */
  resetKey: string | undefined;
}

export class ShellErrorBoundary extends Component<ShellErrorBoundaryProps, ShellErrorBoundaryState> {
  constructor(props: ShellErrorBoundaryProps) {
    super(props);
    this.state = { error: undefined, resetKey: props.resetKey };
  }

  // Render errors take the spec defaults (418, 'Something went wrong', '--').
  static getDerivedStateFromError(error: unknown): Partial<ShellErrorBoundaryState> {
    return { error: toApiError(error) };
  }

  static getDerivedStateFromProps(props: ShellErrorBoundaryProps, state: ShellErrorBoundaryState): Partial<ShellErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { resetKey: props.resetKey, error: undefined };
  }

  override render(): ReactNode {
    return this.state.error ? <OnDemandErrorScreen error={this.state.error} /> : this.props.children;
  }
}
