import { INVOICE_STATUSES, invoiceStatusInWords, orderStatusInWords } from './order-status';

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

describe('invoiceStatusInWords', () => {
  it('says every status the invoice search filters by in words', () => {
    expect(INVOICE_STATUSES.map(invoiceStatusInWords)).toEqual([
      'Open',
      'Past due',
      'Partially paid',
      'Paid',
    ]);
    expect(invoiceStatusInWords('DISPUTED')).toBe('Disputed');
    expect(invoiceStatusInWords('WRITTEN_OFF')).toBe('Written off');
  });
});
