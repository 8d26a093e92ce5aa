import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer';

const footerLine = () => {
  render(
    <MemoryRouter>
      <SiteFooter />
    </MemoryRouter>,
  );
  return screen.getByText(/Демоверсія:/).textContent!.replaceAll('\u00A0', ' ');
};

// The line on every page says exactly what the site keeps where. Review N-E5 (2026-11-23):
// «дані ніде не зберігаються» was false once marks were kept on the device. Review 3, E4
// (2026-11-25): «сервер нічого не зберігає» was false too: the server keeps an access log, and a
// sign-in makes an account at Firebase. What the server's log holds and what never reaches it is
// checked against the running binary by e2e/footer-claim.spec.ts.
describe('the footer’s demo line', () => {
  // Copy review 4, A20 and the proofreading after it: to a student «карти» are maps and «уроки»
  // lessons or homework, and the adviser's page is «Урок із класом».
  it('names what never reaches the server: answers, interests, marks, a class’s results', () => {
    expect(footerLine()).toContain(
      'Демоверсія: відповіді тесту, інтереси, збережені професії, позначені кроки і результати класу, зібрані на сторінці «Урок із класом», залишаються в браузері й на сервер не надсилаються.',
    );
  });

  it('says what is kept elsewhere: the server’s log of requests, and the account a sign-in makes', () => {
    const line = footerLine();
    expect(line).toContain('Сервер веде журнал запитів (яку сторінку й коли відкрито)');
    expect(line).toContain('вхід через Google створює обліковий запис у Firebase');
    expect(line).not.toMatch(/нічого не зберігає|ніде не зберігаються/);
  });
});
