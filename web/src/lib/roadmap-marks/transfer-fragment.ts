/**
 * Whether the address carries roadmap marks (transfer-code.ts). A module of its own: the detail
 * page's first load needs only this test, not the code that reads the marks.
 */
export const TRANSFER_KEY = 'marks';
export const FRAGMENT = new RegExp(`^#${TRANSFER_KEY}=`);

export const hasTransfer = (hash: string): boolean => FRAGMENT.test(hash);
