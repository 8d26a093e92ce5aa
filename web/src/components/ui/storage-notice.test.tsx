import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StorageNotice, type WatchedStore } from './storage-notice';

/** A store whose flags change with no change of its value, as a refused write or another tab does. */
function fakeStore() {
  const listeners = new Set<() => void>();
  const state = { unreadable: false, refused: false, outdated: false };
  const store: WatchedStore = {
    get unreadable() {
      return state.unreadable;
    },
    get refused() {
      return state.refused;
    },
    get outdated() {
      return state.outdated;
    },
    subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
  };
  const set = (flags: Partial<typeof state>) => act(() => (Object.assign(state, flags), listeners.forEach((l) => l())));
  return { store: () => store, set };
}

const TEXTS = { unreadable: 'Не прочитано.', outdated: 'Інша вкладка.', refused: 'Не зберігається.' };

describe('StorageNotice', () => {
  it('says nothing while the store keeps its value, and each warning once its flag alone changes', () => {
    const { store, set } = fakeStore();
    const { container } = render(<StorageNotice store={store} name="test" texts={TEXTS} />);
    expect(container).toBeEmptyDOMElement();
    set({ refused: true });
    expect(screen.getByRole('status')).toHaveTextContent('Не зберігається.');
    set({ outdated: true, unreadable: true });
    const shown = [...container.querySelectorAll('[data-test-warning]')].map((p) =>
      p.getAttribute('data-test-warning'),
    );
    expect(shown).toEqual(['unreadable', 'outdated', 'refused']);
    set({ unreadable: false, outdated: false, refused: false });
    expect(container).toBeEmptyDOMElement();
  });
});
