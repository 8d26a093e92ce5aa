/** The four tips shown in every roadmap-step dialog (spec: set concrete goals and deadlines; find a mentor or community; practise regularly and document progress; do not be afraid to ask for help). */
export const STEP_TIPS: readonly [string, string, string, string] = [
  'Постав собі конкретну мету й визнач термін, до якого хочеш її досягти.',
  'Знайди наставника або спільноту людей, які вже йдуть цим шляхом.',
  'Практикуйся регулярно й записуй свої успіхи, щоб бачити, як ти зростаєш.',
  'Не бійся просити про допомогу: так роблять навіть досвідчені фахівці.',
];
