/**
 * Money arithmetic of a sale, in integer cents only: the platform keeps PLATFORM_FEE_PERCENT
 * of each line (rounded half up to the cent), the seller gets the rest by one transfer per order.
 */

/** 12.5 % -> 1250 basis points; percentages are read with at most two decimals. */
export function percentToBasisPoints(percent: number): number {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100)
    throw new RangeError(`Invalid fee percent: ${percent}`);
  return Math.round(percent * 100);
}

/** The platform fee of one line: price × percent, rounded half up to the cent. */
export function feeCents(priceCents: number, percent: number): number {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0) throw new RangeError(`Invalid price: ${priceCents}`);
  const bp = percentToBasisPoints(percent);
  return Math.floor((priceCents * bp + 5000) / 10_000);
}

export interface SaleLine {
  sellerId: number | null;
  priceCents: number;
  feeCents: number;
}

export interface SellerShare {
  sellerId: number;
  grossCents: number;
  feeCents: number;
  /** What the seller's transfer carries. */
  netCents: number;
}

/** Lines grouped by seller (in order of first appearance): gross, fee and net per seller. */
export function splitBySeller(lines: readonly SaleLine[]): SellerShare[] {
  const shares = new Map<number, SellerShare>();
  for (const line of lines) {
    if (line.sellerId === null) continue;
    const share = shares.get(line.sellerId) ?? { sellerId: line.sellerId, grossCents: 0, feeCents: 0, netCents: 0 };
    share.grossCents += line.priceCents;
    share.feeCents += line.feeCents;
    share.netCents = share.grossCents - share.feeCents;
    shares.set(line.sellerId, share);
  }
  return [...shares.values()];
}

export function totalCents(lines: readonly { priceCents: number }[]): number {
  return lines.reduce((sum, line) => sum + line.priceCents, 0);
}
