import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { TAG_LENGTH } from '@/lib/quiz-code/tagged-code';
import { TeacherCode } from './teacher-code';

describe('«Покажи цей код учителю» (copy review 3)', () => {
  // jsdom has no modal dialogs: stand in for the browser (e2e/class.spec.ts opens the real one).
  beforeAll(() => {
    Object.defineProperty(HTMLDialogElement.prototype, 'showModal', {
      value(this: HTMLDialogElement) {
        this.setAttribute('open', '');
      },
      configurable: true,
    });
    Object.defineProperty(HTMLDialogElement.prototype, 'close', {
      value(this: HTMLDialogElement) {
        this.removeAttribute('open');
      },
      configurable: true,
    });
  });

  it('E3: says the code carries random digits besides the five answers, after the hyphen where they are', () => {
    const spoken = `1ACBDD-${'4'.repeat(TAG_LENGTH)}`;
    render(<TeacherCode link={`http://localhost/quiz#r=${spoken.toLowerCase()}`} spoken={spoken} onClose={() => {}} />);
    const note = document.querySelector('[data-teacher-code-note]')!.textContent!.replaceAll('\u00A0', ' ');
    expect(note).toMatch(/твої п’ять відповідей і випадкові цифри після дефіса, щоб тебе не зарахували двічі/);
    expect(note).toContain('Імені в ньому немає.');
    expect(note).not.toMatch(/лише твої п’ять відповідей/);
    // The digits the note speaks of are where it says they are.
    expect(screen.getByText(spoken)).toBeInTheDocument();
    expect(spoken.split('-')[1]).toMatch(new RegExp(`^\\d{${TAG_LENGTH}}$`));
  });

  it('A18: asks for what is written under the QR code, not «код під ним»', () => {
    render(<TeacherCode link="http://localhost/quiz#r=1acbdd-4821" spoken="1ACBDD-4821" onClose={() => {}} />);
    const text = document.getElementById('teacher-code-text')!.textContent!.replaceAll('\u00A0', ' ');
    expect(text).toContain('продиктуй літери й цифри під ним');
  });
});
