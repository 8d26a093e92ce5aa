import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FeatureCards } from './feature-cards';
import { Hero } from './hero';
import { PathSteps } from './path-steps';

function textOf(ui: React.ReactNode): string {
  const { container, unmount } = render(<MemoryRouter>{ui}</MemoryRouter>);
  const text = container.textContent!.replace(/\s+/g, ' ');
  unmount();
  return text;
}

describe('the home page claims to know nobody (copy review 5)', () => {
  it('M8: what is kept stays in this browser, not «на сайті»', () => {
    const text = textOf(<Hero />);
    expect(text).toContain(
      'Усе, що ти зберігаєш, зібрано в «Моїй стежці» і зберігається лише в цьому браузері. Звідти його можна надрукувати для батьків або перенести на інший пристрій.',
    );
    expect(text).not.toContain('на сайті');
  });

  it('M1: the hero, the quiz card and the first step invite, without promising professions that suit', () => {
    const hero = textOf(<Hero />);
    expect(hero).toContain('Пройди короткий тест, подивися, з яких професій почати знайомство, і склади план');
    const cards = textOf(<FeatureCards />);
    expect(cards).toContain(
      'П’ять запитань про те, що тобі до душі, — і три професії, з яких варто почати знайомство.',
    );
    const steps = textOf(<PathSteps />);
    expect(steps).toContain(
      'Відповідай на п’ять запитань про те, що тобі до душі, і тест підкаже, з яких професій почати знайомство.',
    );
    for (const text of [hero, cards, steps]) expect(text).not.toMatch(/пасу|визнач|справді до душі/i);
  });
});
