import type { QuizQuestion, QuizValue } from './types';

export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    topic: 'Заняття',
    question: 'Що тобі найбільше подобається робити?',
    options: [
      { value: 'creative', label: 'Вигадувати, малювати, створювати щось нове' },
      { value: 'analytical', label: 'Розв’язувати задачі й шукати закономірності' },
      { value: 'social', label: 'Спілкуватися, допомагати й пояснювати іншим' },
      { value: 'technical', label: 'Розбиратися, як працюють техніка та програми' },
    ],
  },
  {
    topic: 'Середовище',
    question: 'Де тобі було б найкомфортніше працювати?',
    options: [
      { value: 'office', label: 'В офісі, поруч із командою' },
      { value: 'remote', label: 'Віддалено: удома чи будь-де, де є інтернет' },
      { value: 'field', label: 'У русі: на виїздах, серед людей, просто неба' },
      { value: 'lab', label: 'У лабораторії, де можна ставити експерименти' },
    ],
  },
  {
    topic: 'Мотивація',
    question: 'Що для тебе найважливіше в майбутній роботі?',
    options: [
      { value: 'money', label: 'Добре заробляти' },
      { value: 'impact', label: 'Змінювати світ на краще й допомагати людям' },
      { value: 'creativity', label: 'Мати простір для творчості та власних ідей' },
      { value: 'stability', label: 'Стабільність і впевненість у майбутньому' },
    ],
  },
  {
    topic: 'Шкільні предмети',
    question: 'Які шкільні предмети тобі найцікавіші?',
    options: [
      { value: 'stem', label: 'Математика, фізика, хімія, інформатика' },
      { value: 'humanities', label: 'Українська мова й література, історія, іноземні мови' },
      { value: 'arts', label: 'Мистецтво, музика, малювання' },
      { value: 'business', label: 'Економіка, фінансова грамотність, підприємництво' },
    ],
  },
  {
    topic: 'Навчання',
    question: 'Як тобі найлегше вчитися чогось нового?',
    options: [
      { value: 'hands-on', label: 'На практиці: спробувати й зробити власноруч' },
      { value: 'reading', label: 'Читати книжки, статті та інструкції' },
      { value: 'discussion', label: 'Обговорювати з іншими й ставити запитання' },
      { value: 'visual', label: 'Дивитися відео, схеми та інфографіку' },
    ],
  },
];

/** Spec section 9, value → three English profession names, exactly as the spec's table. 'creativity' has no row. */
export const RECOMMENDATIONS: Readonly<Partial<Record<QuizValue, readonly [string, string, string]>>> = {
  creative: ['Graphic Designer', 'Web Developer', 'Marketing Specialist'],
  analytical: ['Data Scientist', 'Financial Analyst', 'Research Scientist'],
  social: ['Teacher', 'Social Worker', 'Healthcare Professional'],
  technical: ['Software Engineer', 'Mechanical Engineer', 'IT Specialist'],
  office: ['Project Manager', 'Business Analyst', 'Administrator'],
  remote: ['Content Writer', 'Digital Marketer', 'Online Tutor'],
  field: ['Environmental Scientist', 'Sales Representative', 'Journalist'],
  lab: ['Research Scientist', 'Quality Assurance Specialist', 'Lab Technician'],
  money: ['Investment Banker', 'Software Engineer', 'Sales Manager'],
  impact: ['Teacher', 'Nonprofit Worker', 'Healthcare Professional'],
  stability: ['Government Worker', 'Accountant', 'HR Specialist'],
  stem: ['Engineer', 'Data Scientist', 'Medical Doctor'],
  humanities: ['Lawyer', 'Writer', 'Historian'],
  arts: ['Graphic Designer', 'Musician', 'Art Director'],
  business: ['Business Analyst', 'Entrepreneur', 'Marketing Manager'],
  'hands-on': ['Engineer', 'Carpenter', 'Chef'],
  reading: ['Researcher', 'Librarian', 'Editor'],
  discussion: ['Teacher', 'Counselor', 'Manager'],
  visual: ['Designer', 'Filmmaker', 'Architect'],
};

export const DEFAULT_RECOMMENDATION: readonly [string, string, string] = ['Software Engineer', 'Teacher', 'Business Analyst'];
