import { Component, type ReactNode } from 'react';

/** What stands in for a chart whose chunk could not be loaded (offline): the table beside it still has the numbers. */
export class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
