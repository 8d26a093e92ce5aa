import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StorageNotice } from './storage-notice';

// Another tab has stored a report in a format this version cannot read: the store says `outdated`.
vi.mock('../lib/coordinator-store', () => ({
  coordinatorStore: () => ({ subscribe: () => () => {}, unreadable: false, refused: false, outdated: true }),
}));

describe('the coordinator’s notice when another tab stored a report this page cannot read', () => {
  // Copy review 5, E6: it said what was added here would not be kept and sent the coordinator to
  // reload, which loses those links, without a word about adding them again.
  it('asks to reload and then add this tab’s links again, saying a repeated one counts once', () => {
    render(<StorageNotice />);
    const text = screen.getByRole('status').textContent!.replaceAll('\u00A0', ' ');
    expect(text).toContain('тож посилання, додані тут, не збережуться.');
    expect(text).toContain(
      'Оновіть сторінку й додайте ці посилання ще раз: відкрийте їх знову або вставте в поле нижче.',
    );
    expect(text).toContain('Урок, який уже є у звіті, удруге не враховується.');
    expect(text).not.toMatch(/збережеться\. Оновіть сторінку\.$/);
  });
});
