import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer';

// Review N-E5 (2026-11-25): «дані ніде не зберігаються» was false once roadmap marks were kept on
// the device (decision 0012), and will be for the adviser's class summary too. The line on every
// page says what stays true: the server keeps nothing, the device keeps the student's things.
describe('the footer’s demo line', () => {
  it('says the server keeps nothing and the device keeps marks until a link is shared', () => {
    render(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    const line = screen.getByText(/Демоверсія:/);
    expect(line).toHaveTextContent('на сервері нічого не зберігається');
    expect(line).toHaveTextContent('позначки й результати залишаються на цьому пристрої, доки ти не поділишся посиланням');
    expect(line).not.toHaveTextContent(/дані ніде не зберігаються/);
  });
});
