/** «з 15 кроків», «з 21 кроку»: after «з» a number takes the genitive, singular only after 1 (not 11). */
export function stepsWord(total: number): string {
  return total % 10 === 1 && total % 100 !== 11 ? 'кроку' : 'кроків';
}
