import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer';

// Review N-E5 (2026-11-25): «дані ніде не зберігаються» was false once roadmap marks were kept on
// the device (decision 0012), and will be for the adviser's class summary too. The line on every
// page says what stays true of both: the server keeps nothing.
describe('the footer’s demo line', () => {
  it('says the server keeps nothing, not that nothing is kept anywhere', () => {
    render(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    const line = screen.getByText(/Демоверсія:/);
    expect(line).toHaveTextContent('Демоверсія: сервер нічого не зберігає');
    expect(line).not.toHaveTextContent(/дані ніде не зберігаються/);
  });
});
