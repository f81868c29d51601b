import { orderStatusInWords } from './order-status';

describe('orderStatusInWords', () => {
  it('says the billing system’s order and line statuses in words', () => {
    expect(orderStatusInWords('PARTIALLY_SHIPPED')).toBe('Partially shipped');
    expect(orderStatusInWords('AWAITING_SHIPPING')).toBe('Awaiting shipping');
    expect(orderStatusInWords('BOOKED')).toBe('Booked');
    expect(orderStatusInWords('AWAITING_APPROVAL')).toBe('Awaiting approval');
  });

  it('spells out a code it does not know rather than showing it raw', () => {
    expect(orderStatusInWords('ON_HOLD')).toBe('On hold');
  });
});
