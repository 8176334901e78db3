/**
 * The largest input each utility calculator accepts, the same for every way in: typing, the
 * element's attributes, the site's address (`url-inputs`) and the iframe page's address. Past a
 * limit the calculator says so and computes nothing: the input is kept whole, never cut into
 * another number. The limits keep the exact working of the largest input small enough to render
 * at once (docs/decisions.md, "Bounded input, bounded work"); SPEC gives only the matrix's size.
 * Speed, distance and time need none: each value is read into a double, whose working has a
 * fixed number of steps and digits whatever the length of the text.
 */

/** Characters of a number to convert, sign and point included: 128 binary digits, a 512-bit hex value. */
export const CONVERTER_MAX_LENGTH = 128;

/** Characters of one matrix cell: '-12345678.123456789' or '-123456789/987654321'. */
export const MATRIX_CELL_MAX_LENGTH = 20;

/** Whether a number is longer than the converter takes. */
export const converterTooLong = (input: string): boolean =>
  input.trim().length > CONVERTER_MAX_LENGTH;
