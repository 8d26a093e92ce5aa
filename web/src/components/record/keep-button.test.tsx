import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeepButton } from './keep-button';

describe('KeepButton (copy review 5, M6)', () => {
  it('says on screen what it keeps, and a screen reader hears which profession', () => {
    render(<KeepButton id="teacher" name="Учитель" />);
    const button = screen.getByRole('button', { name: 'Зберегти професію «Учитель»' });
    const seen = button.cloneNode(true) as HTMLElement;
    seen.querySelector('.sr-only')?.remove();
    expect(seen.textContent!.trim()).toBe('Зберегти професію');
  });
});
