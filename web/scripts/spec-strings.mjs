// The specification's own Ukrainian strings with a straight apostrophe (docs/copy.md lists them):
// kept character for character, as it quotes them. The typesetting script leaves them alone and
// the page check allows them.
export const SPEC_APOSTROPHE_STRINGS = [
  "Твої рекомендації щодо кар'єри",
  "Основні обов'язки:",
  "Кар'єрна карта",
  "Пройти кар'єрний тест",
  "Обов'язково",
];
