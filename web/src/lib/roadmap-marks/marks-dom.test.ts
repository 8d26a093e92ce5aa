// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { MARKS_KEY } from './marks-format';
import { showRoadmapMarks } from './marks-dom';

/** The markup RoadmapCard renders, reduced to what marks-dom reads. */
function roadmap(steps: [id: string, text: string][][]) {
  document.body.innerHTML = `
    <div data-roadmap="teacher">
      <p>Пройдено <span data-marks-done>0</span> з ${steps.flat().length}</p>
      <progress data-marks-progress max="${steps.flat().length}" value="0"></progress>
      <p data-marks-warning="refused" hidden>refused</p>
      <p data-marks-warning="unreadable" hidden>unreadable</p>
      <ol>${steps
        .map(
          (phase) => `<li data-phase><span data-phase-done>0</span>
            ${phase.map(([id, text]) => `<input type="checkbox" data-step="${id}" aria-label="Пройдено: ${text}"><dialog><input type="checkbox" data-step="${id}"></dialog>`).join('')}
          </li>`,
        )
        .join('')}</ol>
      <dialog id="reset"><form method="dialog"><button value="reset">Скинути</button></form></dialog>
    </div>`;
}

const box = (text: string) => document.querySelector<HTMLInputElement>(`input[aria-label="Пройдено: ${text}"]`)!;
const text = (selector: string) => [...document.querySelectorAll(selector)].map((e) => e.textContent);
const stored = () => JSON.parse(localStorage.getItem(MARKS_KEY) ?? 'null');

// One page, one store (marks-dom keeps it on window): a single story, step by step.
describe('showRoadmapMarks', () => {
  it('shows stored marks, keeps early ticks, saves changes, follows ids through edits, resets', () => {
    localStorage.setItem(MARKS_KEY, '{"v":1,"marks":{"teacher":["nmt"],"data-scientist":["python"]}}');
    roadmap([
      [
        ['tutor', 'Допомагай'],
        ['nmt', 'Зареєструйся на НМТ'],
      ],
      [['enroll', 'Вступи']],
    ]);
    // Ticked before the script ran.
    box('Вступи').checked = true;
    showRoadmapMarks();

    expect(box('Зареєструйся на НМТ').checked).toBe(true);
    expect(document.querySelectorAll('input[data-step="nmt"]:checked')).toHaveLength(2);
    expect(stored().marks).toEqual({ teacher: ['nmt', 'enroll'], 'data-scientist': ['python'] });
    expect(text('[data-phase-done]')).toEqual(['1', '1']);
    expect(text('[data-marks-done]')).toEqual(['2']);
    expect(document.querySelector('progress')!.value).toBe(2);

    // The dialog's checkbox unmarks the step everywhere.
    const inDialog = document.querySelector<HTMLInputElement>('dialog input[data-step="nmt"]')!;
    inDialog.click();
    expect(box('Зареєструйся на НМТ').checked).toBe(false);
    expect(stored().marks.teacher).toEqual(['enroll']);
    expect(text('[data-marks-done]')).toEqual(['1']);

    // A new version of the roadmap: texts edited, steps reordered. Marks follow the ids.
    roadmap([
      [
        ['enroll', 'Вступи на педагогічну спеціальність'],
        ['tutor', 'Допомагай однокласникам'],
      ],
    ]);
    showRoadmapMarks();
    expect(box('Вступи на педагогічну спеціальність').checked).toBe(true);
    expect(box('Допомагай однокласникам').checked).toBe(false);

    // «Скинути» in the reset question.
    const reset = document.querySelector<HTMLDialogElement>('#reset')!;
    reset.returnValue = 'reset';
    reset.dispatchEvent(new Event('close'));
    expect(box('Вступи на педагогічну спеціальність').checked).toBe(false);
    expect(stored().marks).toEqual({ 'data-scientist': ['python'] });
  });
});
