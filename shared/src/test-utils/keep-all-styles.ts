/**
 * For a test file that reads Fluent's CSS itself (column widths, 44 px touch targets): jsdom keeps
 * every style rule, where jest/setup.cjs keeps only those that show or hide an element. Call it at
 * the top of the file, before anything renders; the next file filters again.
 */
export function keepAllStyles(): void {
  (window.CSSStyleSheet.prototype as { __dukkanKeepAllStyles?: boolean }).__dukkanKeepAllStyles = true;
}
