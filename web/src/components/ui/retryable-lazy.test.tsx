import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, Suspense, type ReactNode } from 'react';
import { expect, test, vi } from 'vitest';
import { IMMUTABLE_PREFIX } from '@/config/paths';
import { retryableLazy } from './retryable-lazy';

function Hello({ name }: { name: string }) {
  return <p>Привіт, {name}</p>;
}
const missingChunk = () =>
  new TypeError(`Failed to fetch dynamically imported module: ${IMMUTABLE_PREFIX}hello-abc.js`);

test('a chunk that fails to load shows a message, and the retry loads it', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
  const load = vi.fn<() => Promise<typeof Hello>>().mockRejectedValueOnce(missingChunk()).mockResolvedValue(Hello);
  const Retryable = retryableLazy(load);
  render(
    <Suspense fallback={null}>
      <Retryable name="Олю" />
    </Suspense>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Не вдалося завантажити цю частину сторінки');
  await userEvent.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
  expect(await screen.findByText('Привіт, Олю')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

class Catch extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>Зовнішня межа: {this.state.error.message}</p> : this.props.children;
  }
}

test('any other error goes on to the boundary above', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const Retryable = retryableLazy(() => Promise.reject(new Error('зламаний модуль')));
  render(
    <Catch>
      <Suspense fallback={null}>
        <Retryable />
      </Suspense>
    </Catch>,
  );
  expect(await screen.findByText('Зовнішня межа: зламаний модуль')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
