/** A value of a catalog form field as the API reads it from multipart (spec §7). */
export type FormFieldValue = string | number | boolean | null | undefined;

/**
 * The multipart body of a shop, category or product save (spec §7): every field as text
 * (booleans as 'true'/'false', as the API parses them), and the picture under `file` only when one
 * was chosen — an edit that keeps its image sends no file, and the API keeps the stored one.
 * null and undefined fields are left out, so an edit never overwrites a value it did not load.
 */
export function toCatalogFormData(fields: Record<string, FormFieldValue>, file?: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    form.append(name, typeof value === 'string' ? value : String(value));
  }
  if (file) form.append('file', file, file.name);
  return form;
}
