/**
 * Bits packed into URL-safe base64 (RFC 4648 §5, no padding), six to a character: the record's
 * link carries marks and kept professions as single bits (docs/decisions/0037).
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export class BitWriter {
  private bits: number[] = [];

  /** `value` in `width` bits, most significant first. */
  write(value: number, width: number): void {
    if (!Number.isInteger(value) || value < 0 || value >= 2 ** width) throw new RangeError(`${value} in ${width} bits`);
    for (let i = width - 1; i >= 0; i--) this.bits.push((value >> i) & 1);
  }

  text(): string {
    let out = '';
    for (let i = 0; i < this.bits.length; i += 6) {
      let value = 0;
      for (let j = 0; j < 6; j++) value = (value << 1) | (this.bits[i + j] ?? 0);
      out += ALPHABET[value];
    }
    return out;
  }
}

/** Reads what BitWriter wrote; null past the end or for a character not of the alphabet. */
export class BitReader {
  private readonly bits: number[] = [];
  private at = 0;

  constructor(text: string) {
    for (const char of text) {
      const value = ALPHABET.indexOf(char);
      if (value < 0) throw new SyntaxError(`«${char}» is not base64url`);
      for (let i = 5; i >= 0; i--) this.bits.push((value >> i) & 1);
    }
  }

  read(width: number): number {
    if (this.at + width > this.bits.length) throw new RangeError('past the end');
    let value = 0;
    for (let i = 0; i < width; i++) value = value * 2 + this.bits[this.at++]!;
    return value;
  }

  /** Whether all that is left is the last character's padding: fewer than six bits, all 0. */
  atEnd(): boolean {
    const left = this.bits.length - this.at;
    return left < 6 && this.bits.slice(this.at).every((b) => b === 0);
  }
}

/**
 * One character that tells a mistyped code from a real one: each character's value times an odd
 * weight by its place, summed modulo 64. An odd weight has an inverse modulo 64, so any one wrong
 * character changes the sum; two neighbours swapped change it unless they differ by exactly 32.
 */
export function checkCharacter(text: string): string {
  let sum = 0;
  [...text].forEach((char, i) => (sum = (sum + (2 * i + 1) * ALPHABET.indexOf(char)) % ALPHABET.length));
  return ALPHABET[sum]!;
}
