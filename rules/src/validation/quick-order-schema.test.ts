import { fieldErrors } from './field-errors';
import {
  MAX_LINE_QUANTITY,
  PART_NUMBER_MESSAGES,
  QUICK_ORDER_MESSAGES,
  isWellFormedQuickOrderLine,
  partNumberRule,
  quickOrderLineSchema,
} from './quick-order-schema';

const line = (partNumber: string, quantity: string) =>
  fieldErrors(quickOrderLineSchema, { partNumber, quantity });

describe('a quick-order line', () => {
  it('takes a part number and a whole quantity of 1 up to the line maximum', () => {
    expect(line('100-0001', '2')).toEqual({});
    expect(line(' 100 0001 ', String(MAX_LINE_QUANTITY))).toEqual({});
  });

  it('wants digits only in the quantity, at least 1', () => {
    for (const quantity of ['', '0', '00', '2.5', '-1', '1e3', 'x'])
      expect([quantity, line('100-0001', quantity)]).toEqual([
        quantity,
        { quantity: QUICK_ORDER_MESSAGES.quantity },
      ]);
    expect(line('100-0001', '10000')).toEqual({ quantity: 'Enter a quantity of 9999 or less.' });
  });

  it('refuses a part number the API would refuse', () => {
    expect(line(' ', '1')).toEqual({ partNumber: PART_NUMBER_MESSAGES.required });
    expect(line('100$0001', '1')).toEqual({ partNumber: PART_NUMBER_MESSAGES.invalid });
    expect(line('-100', '1')).toEqual({ partNumber: PART_NUMBER_MESSAGES.invalid });
    expect(line('1'.repeat(41), '1')).toEqual({ partNumber: 'Part number must be at most 40 characters.' });
  });

  it('the part-number rule on its own: trimmed, and not required unless asked', () => {
    expect(partNumberRule().validateSync(' 100-0001 ')).toBe('100-0001');
    expect(partNumberRule().validateSync(undefined)).toBeUndefined();
    expect(fieldErrors(partNumberRule(), 100)).toEqual({ '': 'Part number must be a string.' });
  });
});

describe('isWellFormedQuickOrderLine', () => {
  it('answers as the schema does, line by line', () => {
    const parts = [
      '100-0001',
      ' 100 0001 ',
      '001000001',
      'ALPHA-FLT-1',
      'a./_-b',
      '',
      ' ',
      '100$0001',
      'x'.repeat(40),
      'x'.repeat(41),
      '-100',
    ];
    const quantities = ['1', '2', '0', '00', '01', '9999', '10000', '', ' 2', '2.5', '-1', '1e3', 'x'];
    for (const partNumber of parts)
      for (const quantity of quantities)
        expect([partNumber, quantity, isWellFormedQuickOrderLine({ partNumber, quantity })]).toEqual([
          partNumber,
          quantity,
          Object.keys(line(partNumber, quantity)).length === 0,
        ]);
  });
});
