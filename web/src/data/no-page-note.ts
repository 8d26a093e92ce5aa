/**
 * What a quiz result card says when its profession has no detail page, and what that
 * profession's not-found screen says first, in the same words (product.md, "Honest result
 * cards"). It promises nothing: only the screen of a profession in the catalogue adds that its
 * page is being prepared.
 */
export const NO_PAGE_NOTE = 'Докладної сторінки поки немає';
