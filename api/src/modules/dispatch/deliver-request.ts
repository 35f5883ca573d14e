import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors';
import { readForm, type UploadedFile } from '../../http/multipart';
import { deliverFormBody } from './dispatch-rules';
import { type DeliverBody, deliverBodySchema, deliverPhotoFormDescription } from './dispatch-schemas';

// decisions/dispatch.md, "The photo": a delivery is marked delivered by the driver's route (the code or a photo at the
// door) and by staff's for a courier's (the courier's word or the picture they sent). Both take the same request, so
// both declare and read it here; the picture is stored by the route with the image store (writeWithImage), once the
// request is read.

/** The body a deliver route declares: the JSON body (`deliverBodySchema`), or the multipart form with the photo. */
export const deliverRequestBody = {
  content: {
    'application/json': { schema: deliverBodySchema },
    'multipart/form-data': { schema: { description: deliverPhotoFormDescription } },
  },
} as const;

/**
 * What a deliver request proves it with: the JSON body (the code, the cash), or a multipart form with the photo
 * (`photo`) and the cash as text. The JSON body is checked by its schema; the form's fields by the rules; any other
 * body (text/plain, which no schema checks) is refused.
 */
export async function readDeliverRequest(request: FastifyRequest): Promise<{ body: DeliverBody; photo: UploadedFile | null }> {
  if (!request.isMultipart()) {
    const body = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest({ body: 'Expected a form or a JSON object' });
    return { body: body as DeliverBody, photo: null };
  }
  const form = await readForm(request, ['cashCollected'], { fileField: 'photo' });
  return { body: deliverFormBody(form.fields), photo: form.file };
}
