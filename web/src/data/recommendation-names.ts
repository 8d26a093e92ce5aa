/**
 * What a quiz result card says when its profession has no detail page, and what that
 * profession's not-found screen says first, in the same words (product.md, "Honest result
 * cards"). It promises nothing: only the screen of a profession in the catalogue adds that its
 * page is being prepared. Here, beside the names, because both screens load them anyway.
 */
export const NO_PAGE_NOTE = 'Докладної сторінки поки немає';

/**
 * Ukrainian names for every English profession name that a quiz result can show: the usual name
 * of the occupation, not a post or a tax status (copy review 3, A21); the
 * catalogue's professions keep their catalogue name.
 */
export const RECOMMENDATION_NAMES_UK: Readonly<Record<string, string>> = {
  'Graphic Designer': 'Графічний дизайнер',
  'Web Developer': 'Веброзробник',
  'Marketing Specialist': 'Маркетолог',
  'Data Scientist': 'Фахівець із науки про дані',
  'Financial Analyst': 'Фінансовий аналітик',
  'Research Scientist': 'Науковець',
  Teacher: 'Учитель',
  'Social Worker': 'Соціальний працівник',
  'Healthcare Professional': 'Медичний працівник',
  'Software Engineer': 'Інженер-програміст',
  'Mechanical Engineer': 'Інженер-механік',
  'IT Specialist': 'ІТ-фахівець',
  'Project Manager': 'Менеджер проєктів',
  'Business Analyst': 'Бізнес-аналітик',
  Administrator: 'Офіс-адміністратор',
  'Content Writer': 'Копірайтер',
  'Digital Marketer': 'Інтернет-маркетолог',
  'Online Tutor': 'Онлайн-репетитор',
  'Environmental Scientist': 'Еколог',
  'Sales Representative': 'Торговий представник',
  Journalist: 'Журналіст',
  'Quality Assurance Specialist': 'Фахівець із забезпечення якості',
  'Lab Technician': 'Лаборант',
  'Investment Banker': 'Інвестиційний банкір',
  'Sales Manager': 'Менеджер із продажу',
  'Nonprofit Worker': 'Працівник громадської чи благодійної організації',
  'Government Worker': 'Державний службовець',
  Accountant: 'Бухгалтер',
  'HR Specialist': 'Фахівець з управління персоналом',
  Engineer: 'Інженер',
  'Medical Doctor': 'Лікар',
  Lawyer: 'Юрист',
  Writer: 'Письменник',
  Historian: 'Історик',
  Musician: 'Музикант',
  'Art Director': 'Артдиректор',
  Entrepreneur: 'Підприємець',
  'Marketing Manager': 'Менеджер із маркетингу',
  Carpenter: 'Столяр',
  Chef: 'Кухар',
  Researcher: 'Дослідник',
  Librarian: 'Бібліотекар',
  Editor: 'Редактор',
  Counselor: 'Психолог-консультант',
  Manager: 'Менеджер',
  Designer: 'Дизайнер',
  Filmmaker: 'Кінорежисер',
  Architect: 'Архітектор',
};
