import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RecordPage } from './record-page';

describe('an empty «Моя стежка» (copy review 5)', () => {
  it('M1, M6: invites to «Мої інтереси» and «Мої предмети» and names the buttons as they read', async () => {
    render(
      <MemoryRouter initialEntries={['/my']}>
        <RecordPage />
      </MemoryRouter>,
    );
    // The empty state comes with its own chunk, after hydration.
    expect(await screen.findByRole('link', { name: 'Пройди «Мої інтереси»' })).toHaveAttribute('href', '/interests');
    const text = document.querySelector('[data-record-empty]')!.textContent!.replace(/\s+/g, ' ');
    expect(text).not.toMatch(/Визнач/);
    expect(text).toContain('і натисни «Додати результат до „Моєї стежки“».');
    expect(text).toContain('На сторінці професії чи в результатах тесту натисни «Зберегти професію».');
    expect(text).toContain('Познач улюблені предмети на сторінці «Мої предмети».');
  });
});
