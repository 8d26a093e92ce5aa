import { Component, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { isChunkLoadError } from '@/lib/chunk-error';
import { Button } from './button';

/**
 * `React.lazy` that can be tried again: React keeps a failed import for good, so a retry makes
 * a fresh lazy component.
 */
export function useRetryableLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  const make = () => lazy(() => load().then((component) => ({ default: component })));
  const [Lazy, setLazy] = useState(make);
  return [Lazy, () => setLazy(make)] as const;
}

interface LoadBoundaryProps {
  children: ReactNode;
  /** Called before trying again, e.g. the `retry` of `useRetryableLazy`. */
  onRetry: () => void;
}

/**
 * Around a part of the page whose code loads on demand (a dialog): when that code can't be
 * had — no connection, or a deploy removed it — says so with a retry instead of failing the page.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    return (
      <div role="alert" className="mt-3 grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        <p>Не вдалося завантажити цю частину сторінки. Перевір з’єднання з інтернетом і спробуй ще раз.</p>
        <Button
          size="sm"
          variant="outline"
          className="justify-self-start"
          onClick={() => {
            this.props.onRetry();
            this.setState({ error: null });
          }}
        >
          Спробувати ще раз
        </Button>
      </div>
    );
  }
}
