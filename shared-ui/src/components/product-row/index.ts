// @portal/shared-ui/product-row: the product row and the tracking links (a subpath, loaded by the pages that list
// parts and order lines).
export { ProductRow, type ProductRowItem, type ProductRowProps } from './product-row';
export { TrackingLinks, type TrackingLinksProps } from './tracking-links';
export { OrderLines, type LineChoice, type OrderLineView, type OrderLinesProps } from './order-lines';
export {
  isUpsTrackingNumber,
  orderQuantity,
  orderShipDates,
  shipDateText,
  showsOrdering,
  showsPrice,
  trackingUrl,
  type ShipDateText,
  type ShipDates,
} from './product-row-rules';
