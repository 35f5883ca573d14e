// The length of text a person typed, as the rules of every form count it.

/** Characters as a reader counts them (an emoji is one), as PostgreSQL's char_length does. */
export const charLength = (text: string): number => [...text].length;

/** Whether `text` holds from `min` to `max` characters (charLength). */
export const lengthWithin = (text: string, min: number, max: number): boolean => {
  const length = charLength(text);
  return length >= min && length <= max;
};
