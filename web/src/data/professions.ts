import type { Profession } from './types';

/** The built-in professions, in this order. */
export const BUILT_IN_PROFESSIONS: readonly Profession[] = [
  {
    id: 'software-engineer',
    title: 'Software Engineer',
    nameUk: 'Інженер-програміст',
    description:
      'Створює програми, застосунки й онлайн-сервіси: продумує, як вони працюватимуть, пише код, тестує його та виправляє помилки разом із командою.',
    category: 'Технології',
    growth: 'Дуже високий',
    image: 'https://images.unsplash.com/photo-1498050108023-c5249f4df085?w=800&auto=format&fit=crop&q=60',
  },
  {
    id: 'data-scientist',
    title: 'Data Scientist',
    nameUk: 'Фахівець із науки про дані',
    description:
      'Шукає у великих масивах даних закономірності й відповіді на важливі запитання, будує моделі машинного навчання та допомагає ухвалювати рішення на основі фактів.',
    category: 'Технології',
    growth: 'Дуже високий',
    image: 'https://images.unsplash.com/photo-1551288049-bebda4e38f71?w=800&auto=format&fit=crop&q=60',
  },
  {
    id: 'teacher',
    title: 'Teacher',
    nameUk: 'Учитель',
    description:
      'Навчає дітей і підлітків, пояснює складне простими словами, допомагає кожному учневі розкрити здібності й повірити у власні сили.',
    category: 'Освіта',
    growth: 'Високий',
    image: 'https://images.unsplash.com/photo-1503676260728-1c00da094a0b?w=800&auto=format&fit=crop&q=60',
  },
  {
    id: 'graphic-designer',
    title: 'Graphic Designer',
    nameUk: 'Графічний дизайнер',
    description:
      'Створює логотипи, плакати, ілюстрації, обкладинки та графіку для соцмереж — перетворює ідеї на зрозумілі й гарні зображення.',
    category: 'Креатив',
    growth: 'Середній',
    image: 'https://images.unsplash.com/photo-1561070791-2526d30994b5?w=800&auto=format&fit=crop&q=60',
  },
  {
    id: 'web-developer',
    title: 'Web Developer',
    nameUk: 'Веброзробник',
    description:
      'Створює вебсайти та вебзастосунки: верстає сторінки, робить їх зручними й швидкими, налаштовує роботу сервера та зберігання даних.',
    category: 'Технології',
    growth: 'Високий',
    image: 'https://images.unsplash.com/photo-1547658719-da2b51169166?w=800&auto=format&fit=crop&q=60',
  },
  {
    id: 'marketing-specialist',
    title: 'Marketing Specialist',
    nameUk: 'Маркетолог',
    description:
      'Вивчає, чого хочуть люди, і допомагає їм дізнатися про товари чи послуги: планує рекламні кампанії, веде соцмережі та аналізує результати.',
    category: 'Бізнес',
    growth: 'Високий',
    image: 'https://images.unsplash.com/photo-1460925895917-afdab827c52f?w=800&auto=format&fit=crop&q=60',
  },
];

/** Shown for an added profession with no image, and whenever a picture fails to load is handled elsewhere. */
export const DEFAULT_PROFESSION_IMAGE =
  'https://images.unsplash.com/photo-1486312338219-ce68d2c6f44d?w=800&auto=format&fit=crop&q=60';
