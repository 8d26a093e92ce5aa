import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { classStore } from '../lib/class-store';
import { ClassSession } from './class-session';

describe('ClassSession', () => {
  it('announces a message again when it repeats (the same code typed again)', async () => {
    const { id } = classStore().create('8-Б');
    render(
      <MemoryRouter>
        <ClassSession id={id} />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    const field = screen.getByLabelText('Код з екрана учня');
    const status = document.querySelector('[data-count-message]')!;
    const shown: Node[] = [];
    for (let i = 0; i < 3; i++) {
      await user.type(field, '1abcda-0001{Enter}');
      shown.push(status.lastChild!);
    }
    expect(status).toHaveTextContent('Цей код уже зараховано');
    // The live region stays; what is in it is new each time, so a screen reader reads it again.
    expect(document.querySelector('[data-count-message]')).toBe(status);
    expect(shown[2]).not.toBe(shown[1]);
  });
});
