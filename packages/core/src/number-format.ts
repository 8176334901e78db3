/**
 * `Number.prototype.toFixed` for display: non-finite values print as '' (an empty field
 * rather than 'NaN'/'Infinity'), and a value that rounds to zero never keeps its minus sign.
 * Like toFixed, magnitudes of 1e21 and above come out in exponent notation.
 */
export function formatFixed(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return '';
  const text = value.toFixed(decimals);
  // toFixed keeps the sign of tiny negatives ('-0.00'), which reads as a distinct value.
  return /^-[0.]+$/.test(text) ? text.slice(1) : text;
}
