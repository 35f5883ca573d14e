// A real 8×8 PNG (red), whole and correct: the API decodes every upload and refuses one that
// does not decode (a PNG with a broken checksum included), so the journeys upload a valid one.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4YaOBFTEMLQkAdntLAQXW6sIAAAAASUVORK5CYII=',
  'base64',
);

/** The picture as Playwright's setInputFiles takes it. */
export const picture = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** A multipart body of `fields` with the picture as its `file`: what creating a shop or a product sends (the image is required). */
export function withPicture(fields: Record<string, string | number | boolean>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, String(value));
  form.set('file', new Blob([PNG], { type: 'image/png' }), 'picture.png');
  return form;
}
