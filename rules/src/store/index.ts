// @portal/rules/store: who may see prices and order, how part numbers and currencies show, availability lines,
// order statuses in words.
export * from './store-permissions';
export * from './store-format';
export * from './availability';
export * from './order-status';
