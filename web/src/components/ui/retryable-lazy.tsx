import { Component, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { isChunkLoadError } from '@/lib/chunk-error';
import { LoadFailed } from './load-failed';

interface BoundaryProps {
  children: ReactNode;
  /** What to show when the code could not be loaded; `null` shows nothing. */
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
}

/** Catches a chunk that failed to load; any other error goes on to the route's error page. */
class LoadBoundary extends Component<BoundaryProps, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // Thrown again while rendering, it reaches the next boundary up.
    if (!isChunkLoadError(error)) throw error;
    return this.props.fallback(this.props.onRetry);
  }
}

/**
 * `React.lazy` whose failure to load is not the end: `lazy` remembers a failed import for good,
 * so a retry starts a new one. Without it a missing chunk sends the visitor to the route's
 * error page, which reloads the page and would lose what they were doing (a quiz, a form).
 * Render it inside `<Suspense>`, as any lazy component.
 */
export function retryableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (retry: () => void) => ReactNode = (retry) => <LoadFailed retry={retry} />,
): ComponentType<P> {
  const make = () => lazy(() => load().then((component) => ({ default: component })));
  let Lazy = make();
  return function Retryable(props: P) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Lazy = make();
      setAttempt((n) => n + 1);
    };
    return (
      <LoadBoundary key={attempt} fallback={fallback} onRetry={retry}>
        <Lazy {...props} />
      </LoadBoundary>
    );
  };
}
