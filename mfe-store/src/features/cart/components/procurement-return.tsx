// A punchout user's way on from the cart: the cart goes back to their procurement system, never to checkout
// (spec 1, 6). The button itself belongs to the punchout feature.
export function ProcurementReturn() {
  return (
    <p className="store-cart__punchout-note">
      Return this cart to your procurement system to place the order.
    </p>
  );
}
