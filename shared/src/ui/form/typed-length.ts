/**
 * How many characters a person typed, as the API counts them (api/src/http/text-length.ts): once trimmed, by code
 * point, so an emoji or an Arabic letter with its mark is not counted twice by UTF-16.
 */
export const typedLength = (text: string): number => [...text.trim()].length;
