import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StorageNotice } from './storage-notice';

// Another tab has stored lessons in a format this version cannot read: the store says `outdated`.
vi.mock('../lib/class-store', () => ({
  classStore: () => ({ subscribe: () => () => {}, unreadable: false, refused: false, outdated: true }),
}));

describe('the notice when another tab stored lessons this page cannot read', () => {
  // Copy review 4, E12: it said that what was collected here would not be kept, then told the
  // adviser to reload, which throws it away, without a word about saving it first.
  it('asks to print the summary or download the CSV before reloading', () => {
    render(<StorageNotice />);
    const text = screen.getByRole('status').textContent!.replaceAll('\u00A0', ' ');
    expect(text).toContain('тож зібране тут не збережеться.');
    expect(text).toContain('Надрукуйте підсумок або завантажте CSV і лише тоді оновіть сторінку.');
    expect(text).not.toMatch(/збережеться\. Оновіть сторінку/);
  });
});
