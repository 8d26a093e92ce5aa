/** The headings of a profession's next steps (decision 0044), one place for the page, the record and the tests. */
export const NEXT_HEADINGS = {
  subjects: 'Шкільні предмети, що знадобляться',
  now: 'Що зробити вже зараз',
  afterGrade9: 'Після 9 класу з 2027 року',
  similar: 'Схожі професії',
} as const;
