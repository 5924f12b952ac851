import { Component, type ErrorInfo, type ReactNode } from "react";
import { ErrorFallbackCard } from "./error-fallback-card";

interface ErrorBoundaryProps {
  children: ReactNode;
  /** When this value changes (e.g. the path), a caught error is forgotten and the children render again. */
  resetKey?: string;
}

interface ErrorBoundaryState {
  error: Error | null;
  resetKey: string | undefined;
}

/** Catches render errors below it and shows the fallback card; Try Again renders the children again. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<ErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return {};
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("Render error caught by ErrorBoundary", error, info.componentStack);
  }

  private readonly reset = () => this.setState({ error: null });

  override render() {
    if (this.state.error) return <ErrorFallbackCard onRetry={this.reset} />;
    return this.props.children;
  }
}
