/** A cash order: the driver collects at the door (the ledger's cash to collect); others are paid before (KNET, card). */
export const isCashOrder = (order: { paymentMethod: string }) => order.paymentMethod.toUpperCase() === 'CASH';
