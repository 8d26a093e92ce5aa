import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LINK_NAME_MAX } from '@/lib/lesson-counts/counts-link';
import type { ClassRecord } from '../lib/class-format';
import { QR_LINK_MAX, SendToCoordinator } from './send-to-coordinator';
import { standInForModalDialogs } from '@/test/modal-dialogs';

const record: ClassRecord = {
  id: 'lessonaa',
  label: '8-Б',
  created: 0,
  students: [{ code: '1abcda', tag: null, via: 'code' }],
};
const plain = (element: Element) => element.textContent!.replaceAll('\u00A0', ' ');

describe('«Надіслати координатору» (copy review 5)', () => {
  standInForModalDialogs();

  const open = () => {
    render(<SendToCoordinator record={record} onClose={() => {}} />);
    return screen.getByRole('dialog', { name: 'Надіслати координатору' });
  };

  it('M10: says who the coordinator is, so the adviser knows whom the exact counts may go to', () => {
    const text = plain(open());
    expect(text).toContain(
      'надсилайте його лише координаторові громади — тому, хто (наприклад, у відділі освіти) збирає звіт про профорієнтаційні уроки в школах громади.',
    );
  });

  it('A8: the name is not among «лише числа», and each type is its own question', () => {
    const text = plain(open());
    expect(text).toContain(
      'У посиланні лише числа цього уроку (скільки учнів пройшли тест, скільки обрали кожну відповідь, на які професії вказали їхні відповіді, скільки учнів мають кожен тип інтересів серед найсильніших) і назва школи чи класу, якщо ви її впишете нижче.',
    );
  });

  it('A9: the hint says that lessons of one name are joined before the rule of 5', () => {
    const text = plain(open());
    expect(text).toContain(
      'Уроки з однаковою назвою звіт об’єднує в один рядок. Назву й кількість учнів координатор побачить, лише якщо в цьому рядку щонайменше 5 учнів',
    );
  });

  it('T1: a link too long for a QR code says so with its limit bound to its words', async () => {
    const dialog = open();
    await userEvent.setup().type(screen.getByLabelText(/Назва школи чи класу/), 'Щ'.repeat(LINK_NAME_MAX));
    expect(dialog.querySelector('[data-coordinator-qr="none"]')!.textContent).toContain(
      `посилання довше за\u00A0${QR_LINK_MAX}\u00A0символів`,
    );
  });
});
