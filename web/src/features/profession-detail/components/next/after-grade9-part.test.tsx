import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NBSP } from '@/lib/typeset';
import { AfterGrade9Part } from './after-grade9-part';

const plain = (node: Element) => node.textContent!.replaceAll(NBSP, ' ');

/**
 * What the fact base (outside this repository: subjects-facts.md §7) verifies of the 2027 reform:
 * a lyceum or professional education after grade 9 (a), at least three profiles (b), grade 10
 * adaptive with a profile that can change (c). Its dates and admission rules for 2027 are not
 * verified (e′, f′), so no other year and no test or admission may be stated.
 */
const VERIFIED =
  'після 9 класу обирають між академічним ліцеєм і професійною освітою (у професійному чи фаховому коледжі або іншому закладі, де разом із повною середньою освітою здобувають професію). Ліцей має щонайменше три профілі навчання, а 10 клас — адаптаційний: профіль можна змінити.';
const UNVERIFIED =
  /ДПА|вступн|іспит|тест|співбесід|конкурс|січн|лют|берез|квіт|травн|червн|липн|серп|верес|жовт|листоп|груд/i;

describe('«Після 9 класу з 2027 року» (decision 0044)', () => {
  for (const dated of [true, false])
    it(`states only the verified reform facts, ${dated ? 'dated' : 'on a page dated as a whole'}`, () => {
      const { container } = render(<AfterGrade9Part route={{ lyceum: 'STEM', college: null }} dated={dated} />);
      const facts = plain(container.querySelector('[data-reform-facts]')!);
      expect(facts).toBe(`${dated ? 'Станом на 2026 рік: з 2027 року ' : 'П'}${dated ? VERIFIED : VERIFIED.slice(1)}`);
      const text = plain(container);
      expect(text.match(/\b\d{4}\b/g) ?? []).toEqual(dated ? ['2026', '2027'] : []);
      expect(text).not.toMatch(UNVERIFIED);
    });
});
