import { NO_NUL } from './input-guard';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError, payloadTooLarge } from './errors';

export interface UploadedFile {
  buffer: Buffer;
  filename: string;
}

export interface FormInput {
  /** Text fields only; a field sent twice keeps its first value. */
  fields: Record<string, string>;
  file: UploadedFile | null;
}

/**
 * Reads a create/update form: multipart (field `file` for the image, spec §7; `fileField` names
 * another, as a delivery's `photo`) or, for clients that change no image, a JSON body. Only names
 * in `accepted` are kept, so an unknown field can never reach the database (no mass assignment).
 * The file is held in memory (≤ the upload limit) and written only after the rest of the request
 * has been validated: a failed request leaves no file.
 */
export async function readForm(request: FastifyRequest, accepted: readonly string[], { fileField = 'file' }: { fileField?: string } = {}): Promise<FormInput> {
  const fields: Record<string, string> = {};
  const keep = (name: string, value: unknown) => {
    if (!accepted.includes(name) || name in fields || value === undefined || value === null) return;
    const text = typeof value === 'string' ? value : String(value);
    if (text.includes('\u0000')) throw badRequest({ [name]: `${name} ${NO_NUL}` });
    fields[name] = text;
  };
  if (!request.isMultipart()) {
    const body = request.body;
    if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
      throw badRequest({ body: 'Expected a form or a JSON object' });
    }
    for (const [name, value] of Object.entries(body ?? {})) {
      if (typeof value !== 'object') keep(name, value);
    }
    return { fields, file: null };
  }
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname === fileField && buffer.length > 0 && !file) file = { buffer, filename: part.filename };
      } else {
        keep(part.fieldname, part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge('The image is larger than the upload limit');
    if (code === 'FST_FILES_LIMIT') throw badRequest({ [fileField]: 'Send one image only' });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest({ body: 'Too many form fields' });
    if (error instanceof HttpError) throw error;
    // Anything else the parser met is the body itself: no boundary, not multipart, cut short.
    throw badRequest({ body: 'The form could not be read: send multipart/form-data with a boundary' });
  }
  return { fields, file };
}
