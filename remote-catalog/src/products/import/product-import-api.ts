import { baseApi, everyMember, type ImportColumn, type ImportPlan, type ImportProgressLine, type ImportResult, listTag, unwrapData } from '@dukkan/shared';

// What an import file would do (POST products/import/preview: the rows it creates, the changes old
// → new, the invalid rows with spec §5's message per field) and what it did, as the API answers.
export type { ImportColumn, ImportNewProduct, ImportPlan, ImportProductChange, ImportResult } from '@dukkan/shared';

/** The columns of the import file, in its order: the API's template and its products export (its PRODUCT_FILE_COLUMNS). */
export const IMPORT_COLUMNS = everyMember<ImportColumn>()([
  'id',
  'name',
  'name_ar',
  'categoryId',
  'category',
  'shop',
  'price',
  'stock',
  'status',
  'unit',
  'weightStep',
  'estimatedWeight',
  'sku',
  'barcode',
]);

/** How many rows are written so far, of how many (a progress line of the API's NDJSON answer). */
export type ImportProgress = ImportProgressLine['progress'];

/**
 * The import's answer: with `Accept: application/x-ndjson` the API writes a line per batch written
 * (`{"progress":{…}}`) and the answer as the last line; each progress line is handed on as it comes.
 * Any other answer (a 400 naming the file's problem, a 413) is read as JSON.
 */
export async function readImportAnswer(response: Response, onProgress: (progress: ImportProgress) => void): Promise<unknown> {
  if (!response.headers.get('content-type')?.includes('ndjson') || !response.body) {
    const text = await response.text();
    try {
      return text ? JSON.parse(text) : null;
    } catch {
      return text;
    }
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  let last: unknown = null;
  const take = (line: string) => {
    if (!line.trim()) return;
    const value = JSON.parse(line) as Partial<ImportProgressLine>;
    if (value.progress) onProgress(value.progress);
    else last = value;
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    lines.forEach(take);
  }
  take(buffered + decoder.decode());
  return last ?? { success: false, message: 'The import stopped before it answered', code: 'IMPORT_CUT_SHORT' };
}

/** The file's bytes as read once when chosen: the import sends exactly what was previewed. */
const csvBody = (file: Blob) => ({ method: 'POST', body: file, headers: { 'Content-Type': 'text/csv' } });

/** decisions/reports-and-bulk.md: product CSV import — the template, the preview and the import (one transaction). */
export const productImportApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // A mutation: the template is fetched when asked for, saved as a file, never cached.
    getProductImportTemplate: build.mutation<string, void>({
      query: () => ({ url: 'products/import/template', responseHandler: 'text' }),
    }),
    previewProductImport: build.mutation<ImportPlan, Blob>({
      query: (file) => ({ url: 'products/import/preview', ...csvBody(file) }),
      transformResponse: (body: unknown) => unwrapData<ImportPlan>(body),
    }),
    importProducts: build.mutation<ImportResult, { file: Blob; onProgress: (progress: ImportProgress) => void }>({
      query: ({ file, onProgress }) => ({
        url: 'products/import',
        ...csvBody(file),
        headers: { 'Content-Type': 'text/csv', Accept: 'application/x-ndjson' },
        responseHandler: (response) => readImportAnswer(response, onProgress),
      }),
      transformResponse: (body: unknown) => unwrapData<ImportResult>(body),
      // Products were created and changed, their stock too: every list, ledger and count is stale.
      invalidatesTags: (_result, error) => (error ? [] : [listTag('Product'), listTag('StockMovement'), 'Dashboard']),
    }),
  }),
});

export const { useGetProductImportTemplateMutation, usePreviewProductImportMutation, useImportProductsMutation } = productImportApi;
