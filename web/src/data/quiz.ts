import type { QuizQuestion } from './types';

export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    topic: 'Заняття',
    question: 'Що тобі найбільше подобається робити?',
    options: [
      { value: 'creative', label: 'Вигадувати, малювати, створювати щось нове' },
      { value: 'analytical', label: 'Розв’язувати задачі й шукати закономірності' },
      { value: 'social', label: 'Спілкуватися, допомагати й пояснювати іншим' },
      { value: 'technical', label: 'Розбиратися, як працюють техніка та програми' },
    ],
  },
  {
    topic: 'Середовище',
    question: 'Де тобі було б найкомфортніше працювати?',
    options: [
      { value: 'office', label: 'В офісі, поруч із командою' },
      { value: 'remote', label: 'Віддалено: удома чи будь-де, де є інтернет' },
      { value: 'field', label: 'У русі: на виїздах, серед людей, просто неба' },
      { value: 'lab', label: 'У лабораторії, де можна ставити експерименти' },
    ],
  },
  {
    topic: 'Мотивація',
    question: 'Що для тебе найважливіше в майбутній роботі?',
    options: [
      { value: 'money', label: 'Добре заробляти' },
      { value: 'impact', label: 'Змінювати світ на краще й допомагати людям' },
      { value: 'creativity', label: 'Мати простір для творчості та власних ідей' },
      { value: 'stability', label: 'Мати стабільну роботу й упевненість у майбутньому' },
    ],
  },
  {
    topic: 'Шкільні предмети',
    question: 'Які шкільні предмети тобі найцікавіші?',
    options: [
      { value: 'stem', label: 'Математика, фізика, хімія, інформатика' },
      { value: 'humanities', label: 'Українська мова й література, історія, іноземні мови' },
      { value: 'arts', label: 'Музика, образотворче мистецтво, театр' },
      { value: 'business', label: 'Економіка, фінансова грамотність, підприємництво' },
    ],
  },
  {
    topic: 'Навчання',
    question: 'Як тобі найлегше вчитися чогось нового?',
    options: [
      { value: 'hands-on', label: 'На практиці: спробувати й зробити власноруч' },
      { value: 'reading', label: 'Читати книжки, статті та інструкції' },
      { value: 'discussion', label: 'Обговорювати з іншими й ставити запитання' },
      { value: 'visual', label: 'Дивитися відео, схеми та інфографіку' },
    ],
  },
];

/**
 * How the paper sheet (/class/sheet) letters each question's options, in their order above: as
 * Ukrainian tests do. The adviser types these letters in on /class.
 */
export const PAPER_OPTION_LETTERS = ['А', 'Б', 'В', 'Г'] as const;
