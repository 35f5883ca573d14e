import type { ImageStore } from '../../images/image-store';
import { filsToKwdNumber } from '../../money/fils';
import type { LineChangeRow, PickingLineRow, PickingOrderRow } from './picking-repository';
import type { PickingAnswer } from './picking-schemas';

// decisions/picking.md: the picking answer (GET orders/{id}/picking, and every change's). Amounts in KWD (a JSON number
// written by money/fils.ts) beside their fils; weights in kg as stored.

const kg = (text: string | null): number | null => (text === null ? null : Number(text));

export function toPickingView(order: PickingOrderRow, lines: PickingLineRow[], changes: LineChangeRow[], images: ImageStore): PickingAnswer {
  // As placed: the lines as ordered and the delivery fee, less the discount, as `total` is now (decisions/delivery-coverage.md, promotions.md).
  const orderedTotalFils = Math.max(0, lines.reduce((sum, line) => sum + line.orderedTotalFils, 0) + order.deliveryFeeFils - order.discountFils);
  return {
    orderId: order.id,
    status: order.status,
    version: order.version,
    editable: order.status === 'ACCEPTED',
    paymentMethod: order.paymentMethod,
    shopId: order.shopId,
    substitutePolicy: order.policy,
    ifUnavailable: order.ifUnavailable,
    lines: lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      name: line.name,
      name_ar: line.nameAr,
      // A picking screen's size: the picture's thumbnail.
      image: images.urls(line.image).imageThumbnail,
      barcode: line.barcode,
      sku: line.sku,
      unit: line.unit,
      unitPrice: Number(line.unitPrice),
      quantity: line.quantity,
      estimatedWeight: kg(line.estimatedWeight),
      state: line.state,
      pickedQuantity: line.pickedQuantity,
      actualWeight: kg(line.actualWeight),
      orderedTotal: filsToKwdNumber(line.orderedTotalFils),
      orderedTotalFils: line.orderedTotalFils,
      lineTotal: filsToKwdNumber(line.lineTotalFils),
      lineTotalFils: line.lineTotalFils,
      ifUnavailable: line.ifUnavailable as PickingAnswer['lines'][number]['ifUnavailable'],
      substitute: line.substitute,
      replacesItemId: line.replacesItemId,
      approved: line.approved,
      reason: line.reason,
      ask:
        line.state === 'asking' && line.askDeadline !== null
          ? {
              productId: line.askProductId,
              name: line.askName,
              name_ar: line.askNameAr,
              price: line.askPriceFils === null ? null : filsToKwdNumber(line.askPriceFils),
              deadline: new Date(line.askDeadline).toISOString(),
            }
          : null,
    })),
    changes: changes.map((change) => ({
      id: change.id,
      itemId: change.itemId,
      action: change.action,
      summary: change.summary,
      summary_ar: change.summaryAr,
      reason: change.reason,
      note: change.note,
      amountChange: filsToKwdNumber(change.amountChangeFils),
      amountChangeFils: change.amountChangeFils,
      actor: { kind: change.actorKind, id: change.actorId, name: change.actorName },
      at: new Date(change.at).toISOString(),
    })),
    orderedTotal: filsToKwdNumber(orderedTotalFils),
    orderedTotalFils,
    total: filsToKwdNumber(order.totalFils),
    totalFils: order.totalFils,
    remaining: lines.filter((line) => line.state === 'pending' || line.state === 'asking').length,
  };
}
