/** The counters above a seller's product table (itemRepository.stats reads them). */
export interface ItemStats {
  total: number;
  withDescriptions: number;
  /** Items without a description (a blank row, with nothing typed in it, is not one). */
  pending: number;
  /** Items queued for or being written by Generate All (or a Generate). */
  processing: number;
  /** Review mode: described items waiting for the seller's approval, approved, rejected. */
  drafts: number;
  approved: number;
  rejected: number;
}
