/**
 * Pearson's correlation of two profiles of six: how alike their shapes are, whatever their scales
 * (a student's 0–24 against O*NET's 1–7 needs no rescaling). Null when either is flat.
 */
export function pearson(a: readonly number[], b: readonly number[]): number | null {
  const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const [ma, mb] = [mean(a), mean(b)];
  let [ab, aa, bb] = [0, 0, 0];
  a.forEach((x, i) => {
    const [da, db] = [x - ma, b[i]! - mb];
    ab += da * db;
    aa += da * da;
    bb += db * db;
  });
  return aa === 0 || bb === 0 ? null : ab / Math.sqrt(aa * bb);
}
