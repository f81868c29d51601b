// Product detail: images, price and availability rules, Add to Cart and Add to List (spec 2, 5).
import { PlannedPage } from '@portal/shared-session';

export default function ProductDetailPage() {
  return <PlannedPage title="Product Details" />;
}
