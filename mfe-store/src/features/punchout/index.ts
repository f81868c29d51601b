// Public surface of the punchout feature for the rest of the store (the cart page renders the return button).
export { ReturnCartToProcurement } from './components/return-cart-to-procurement';
export type { ReturnCartToProcurementProps } from './components/return-cart-to-procurement';
