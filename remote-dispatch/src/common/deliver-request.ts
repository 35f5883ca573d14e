import type { DeliverBody } from './dispatch-types';

/**
 * What a deliver request sends (decisions/dispatch.md): the JSON body, or, when a photo proves the delivery, a multipart
 * form as the catalogue's pictures are sent through the shared API client — the cash as text, the picture as `photo`,
 * no code. One shape for the driver's own delivery and for a courier's marked by staff.
 */
export function deliverRequestBody(body: DeliverBody, photo: File | null | undefined): DeliverBody | FormData {
  if (!photo) return body;
  const form = new FormData();
  if (body.cashCollected !== undefined) form.append('cashCollected', String(body.cashCollected));
  form.append('photo', photo, photo.name);
  return form;
}
