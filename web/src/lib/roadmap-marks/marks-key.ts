/** Where the marks are stored (marks-format.ts); alone, for the detail pages' early script. */
export const MARKS_KEY = 'stezhka:roadmap-marks';
