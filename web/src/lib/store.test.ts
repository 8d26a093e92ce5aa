import { describe, expect, it, vi } from 'vitest';
import { createStore } from './store';

describe('createStore', () => {
  it('notifies subscribers until they unsubscribe', () => {
    const store = createStore(1);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set(2);
    expect(store.get()).toBe(2);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set(3);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('a store with a source', () => {
  it('starts it with the first listener and stops it when the last one leaves, each time', () => {
    const stop = vi.fn();
    const start = vi.fn(() => stop);
    const store = createStore(0, start);
    expect(start).not.toHaveBeenCalled();
    const [first, second] = [store.subscribe(() => {}), store.subscribe(() => {})];
    expect(start).toHaveBeenCalledOnce();
    first();
    first();
    expect(stop).not.toHaveBeenCalled();
    second();
    expect(stop).toHaveBeenCalledOnce();
    store.subscribe(() => {})();
    expect([start.mock.calls.length, stop.mock.calls.length]).toEqual([2, 2]);
  });
});
