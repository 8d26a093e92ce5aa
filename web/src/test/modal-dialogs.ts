import { beforeAll } from 'vitest';

/**
 * jsdom has no modal dialogs: for a suite that opens one, `showModal` and `close` only set `open`
 * (the browser tests open the real ones).
 */
export function standInForModalDialogs(): void {
  beforeAll(() => {
    for (const [name, open] of [
      ['showModal', true],
      ['close', false],
    ] as const)
      Object.defineProperty(HTMLDialogElement.prototype, name, {
        value(this: HTMLDialogElement) {
          this.toggleAttribute('open', open);
        },
        configurable: true,
      });
  });
}
