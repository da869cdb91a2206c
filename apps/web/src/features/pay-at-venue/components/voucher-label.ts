/** "20% off" for a discount voucher, the prize text for a free item. */
export const voucherLabel = (v: { discount: number | null; prize: string | null }) =>
  v.discount ? `${v.discount}% off` : v.prize || 'Voucher';
