/** Holland's six types in O*NET's order. */
export const RIASEC = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export type Riasec = (typeof RIASEC)[number];
export interface OnetInterests {
  /** O*NET-SOC 2019 code, e.g. '27-1024.00' */
  code: string;
  /** O*NET occupation title, English */
  title: string;
  /** editorial: how close the O*NET occupation is to the name */
  fit: 'exact' | 'close' | 'substitute' | 'weak substitute';
  /** O*NET 30.2 Occupational Interest scores, 1–7, in RIASEC order */
  scores: readonly [number, number, number, number, number, number];
}
/** By the English profession name of the quiz's table ('Graphic Designer', …). */
export const PROFESSION_INTERESTS: Readonly<Record<string, OnetInterests>> = {
  'Graphic Designer': {
    code: '27-1024.00',
    title: 'Graphic Designers',
    fit: 'exact',
    scores: [3.38, 2.86, 7.0, 2.16, 3.43, 3.92],
  },
  'Web Developer': {
    code: '15-1254.00',
    title: 'Web Developers',
    fit: 'exact',
    scores: [2.98, 5.01, 3.13, 2.22, 2.96, 5.03],
  },
  'Marketing Specialist': {
    code: '13-1161.00',
    title: 'Market Research Analysts and Marketing Specialists',
    fit: 'exact',
    scores: [1.08, 4.6, 2.56, 2.47, 5.52, 4.62],
  },
  'Data Scientist': {
    code: '15-2051.00',
    title: 'Data Scientists',
    fit: 'exact',
    scores: [2.17, 6.98, 2.61, 1.66, 1.71, 5.39],
  },
  'Financial Analyst': {
    code: '13-2051.00',
    title: 'Financial and Investment Analysts',
    fit: 'exact',
    scores: [1.0, 5.06, 1.78, 2.25, 5.09, 5.54],
  },
  'Research Scientist': {
    code: '19-2012.00',
    title: 'Physicists',
    fit: 'substitute',
    scores: [4.94, 7.0, 2.75, 2.12, 1.77, 4.8],
  },
  Teacher: {
    code: '25-2031.00',
    title: 'Secondary School Teachers, Except Special and Career/Technical Education',
    fit: 'close',
    scores: [2.73, 3.19, 3.77, 7.0, 2.9, 3.61],
  },
  'Social Worker': {
    code: '21-1021.00',
    title: 'Child, Family, and School Social Workers',
    fit: 'close',
    scores: [1.7, 3.32, 2.9, 6.85, 2.94, 3.57],
  },
  'Healthcare Professional': {
    code: '29-1141.00',
    title: 'Registered Nurses',
    fit: 'substitute',
    scores: [3.46, 4.71, 1.34, 5.57, 2.38, 4.75],
  },
  'Software Engineer': {
    code: '15-1252.00',
    title: 'Software Developers',
    fit: 'exact',
    scores: [3.61, 6.05, 2.37, 1.81, 1.87, 5.62],
  },
  'Mechanical Engineer': {
    code: '17-2141.00',
    title: 'Mechanical Engineers',
    fit: 'exact',
    scores: [6.39, 5.12, 2.02, 1.22, 1.97, 4.83],
  },
  'IT Specialist': {
    code: '15-1232.00',
    title: 'Computer User Support Specialists',
    fit: 'close',
    scores: [4.13, 3.77, 1.0, 3.31, 2.36, 6.02],
  },
  'Project Manager': {
    code: '13-1082.00',
    title: 'Project Management Specialists',
    fit: 'close',
    scores: [1.48, 2.75, 1.57, 3.32, 6.3, 5.55],
  },
  'Business Analyst': {
    code: '13-1111.00',
    title: 'Management Analysts',
    fit: 'close',
    scores: [1.37, 5.44, 1.63, 2.82, 4.81, 6.05],
  },
  Administrator: {
    code: '43-6014.00',
    title: 'Secretaries and Administrative Assistants, Except Legal, Medical, and Executive',
    fit: 'close',
    scores: [1.98, 1.37, 1.0, 3.61, 4.18, 6.95],
  },
  'Content Writer': {
    code: '27-3043.00',
    title: 'Writers and Authors',
    fit: 'close',
    scores: [1.0, 3.25, 6.68, 2.86, 4.75, 3.34],
  },
  'Digital Marketer': {
    code: '13-1161.01',
    title: 'Search Marketing Strategists',
    fit: 'close',
    scores: [1.0, 3.78, 3.23, 2.76, 5.54, 4.68],
  },
  'Online Tutor': {
    code: '25-3041.00',
    title: 'Tutors',
    fit: 'exact',
    scores: [2.28, 2.85, 3.07, 6.75, 1.74, 3.35],
  },
  'Environmental Scientist': {
    code: '19-2041.00',
    title: 'Environmental Scientists and Specialists, Including Health',
    fit: 'exact',
    scores: [4.76, 7.0, 1.87, 2.75, 2.56, 4.32],
  },
  'Sales Representative': {
    code: '41-4012.00',
    title: 'Sales Representatives, Wholesale and Manufacturing, Except Technical and Scientific Products',
    fit: 'exact',
    scores: [2.63, 2.24, 1.65, 2.69, 6.12, 4.92],
  },
  Journalist: {
    code: '27-3023.00',
    title: 'News Analysts, Reporters, and Journalists',
    fit: 'exact',
    scores: [1.47, 4.16, 5.09, 2.8, 3.95, 3.64],
  },
  'Quality Assurance Specialist': {
    code: '15-1253.00',
    title: 'Software Quality Assurance Analysts and Testers',
    fit: 'close',
    scores: [3.8, 5.76, 1.69, 1.53, 1.57, 5.67],
  },
  'Lab Technician': {
    code: '29-2012.00',
    title: 'Medical and Clinical Laboratory Technicians',
    fit: 'close',
    scores: [6.01, 5.89, 1.0, 2.88, 1.0, 4.85],
  },
  'Investment Banker': {
    code: '41-3031.00',
    title: 'Securities, Commodities, and Financial Services Sales Agents',
    fit: 'close',
    scores: [1.26, 2.53, 1.29, 3.07, 6.08, 5.27],
  },
  'Sales Manager': {
    code: '11-2022.00',
    title: 'Sales Managers',
    fit: 'exact',
    scores: [1.49, 1.67, 1.36, 3.37, 7.0, 5.53],
  },
  'Nonprofit Worker': {
    code: '11-9151.00',
    title: 'Social and Community Service Managers',
    fit: 'substitute',
    scores: [1.0, 2.17, 2.43, 5.43, 6.97, 4.21],
  },
  'Government Worker': {
    code: '43-4061.00',
    title: 'Eligibility Interviewers, Government Programs',
    fit: 'weak substitute',
    scores: [1.0, 2.45, 1.0, 4.46, 3.92, 6.32],
  },
  Accountant: {
    code: '13-2011.00',
    title: 'Accountants and Auditors',
    fit: 'exact',
    scores: [1.14, 3.57, 1.08, 2.13, 3.87, 7.0],
  },
  'HR Specialist': {
    code: '13-1071.00',
    title: 'Human Resources Specialists',
    fit: 'exact',
    scores: [1.03, 2.52, 1.35, 3.78, 5.67, 5.52],
  },
  Engineer: {
    code: '17-2051.00',
    title: 'Civil Engineers',
    fit: 'substitute',
    scores: [6.43, 5.15, 2.21, 1.69, 2.66, 4.61],
  },
  'Medical Doctor': {
    code: '29-1215.00',
    title: 'Family Medicine Physicians',
    fit: 'close',
    scores: [3.75, 6.08, 1.45, 6.21, 2.34, 3.95],
  },
  Lawyer: {
    code: '23-1011.00',
    title: 'Lawyers',
    fit: 'exact',
    scores: [1.12, 4.38, 2.4, 3.48, 5.51, 4.59],
  },
  Writer: {
    code: '27-3043.05',
    title: 'Poets, Lyricists and Creative Writers',
    fit: 'close',
    scores: [1.17, 3.58, 7.0, 2.83, 3.17, 2.88],
  },
  Historian: {
    code: '19-3093.00',
    title: 'Historians',
    fit: 'exact',
    scores: [2.39, 5.32, 3.7, 3.22, 2.35, 4.87],
  },
  Musician: {
    code: '27-2042.00',
    title: 'Musicians and Singers',
    fit: 'exact',
    scores: [2.87, 1.53, 6.66, 3.41, 3.42, 2.17],
  },
  'Art Director': {
    code: '27-1011.00',
    title: 'Art Directors',
    fit: 'exact',
    scores: [2.95, 2.69, 7.0, 2.88, 5.24, 3.6],
  },
  Entrepreneur: {
    code: '11-1011.00',
    title: 'Chief Executives',
    fit: 'substitute',
    scores: [1.26, 3.05, 2.16, 3.54, 6.96, 4.97],
  },
  'Marketing Manager': {
    code: '11-2021.00',
    title: 'Marketing Managers',
    fit: 'exact',
    scores: [1.0, 2.9, 2.45, 2.82, 7.0, 4.7],
  },
  Carpenter: {
    code: '47-2031.00',
    title: 'Carpenters',
    fit: 'exact',
    scores: [6.75, 1.91, 2.18, 1.9, 1.79, 3.46],
  },
  Chef: {
    code: '35-1011.00',
    title: 'Chefs and Head Cooks',
    fit: 'exact',
    scores: [4.84, 1.68, 2.72, 2.95, 5.13, 4.35],
  },
  Researcher: {
    code: '19-3022.00',
    title: 'Survey Researchers',
    fit: 'substitute',
    scores: [1.68, 6.11, 2.31, 2.34, 3.02, 5.25],
  },
  Librarian: {
    code: '25-4022.00',
    title: 'Librarians and Media Collections Specialists',
    fit: 'exact',
    scores: [2.32, 3.63, 2.65, 4.04, 2.75, 5.83],
  },
  Editor: {
    code: '27-3041.00',
    title: 'Editors',
    fit: 'exact',
    scores: [1.03, 2.9, 5.39, 2.56, 4.13, 4.68],
  },
  Counselor: {
    code: '21-1014.00',
    title: 'Mental Health Counselors',
    fit: 'close',
    scores: [1.31, 4.42, 3.06, 6.79, 2.96, 3.43],
  },
  Manager: {
    code: '11-1021.00',
    title: 'General and Operations Managers',
    fit: 'close',
    scores: [2.2, 2.37, 1.29, 3.38, 7.0, 5.34],
  },
  Designer: {
    code: '27-1021.00',
    title: 'Commercial and Industrial Designers',
    fit: 'substitute',
    scores: [4.62, 4.06, 5.54, 1.84, 3.7, 3.47],
  },
  Filmmaker: {
    code: '27-2012.00',
    title: 'Producers and Directors',
    fit: 'close',
    scores: [2.13, 2.24, 6.14, 3.12, 5.78, 3.56],
  },
  Architect: {
    code: '17-1011.00',
    title: 'Architects, Except Landscape and Naval',
    fit: 'exact',
    scores: [4.92, 3.88, 4.13, 2.53, 3.65, 4.44],
  },
};
