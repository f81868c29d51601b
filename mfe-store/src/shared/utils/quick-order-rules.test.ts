import {
  BAD_QUANTITY,
  NOT_PURCHASABLE,
  NOT_SHOWN_ONLINE,
  NO_ORDERING_PRIVILEGE,
  UNKNOWN_PART,
  comparablePartNumber,
  orderProblem,
  parseBulkEntry,
  parsePastedLines,
  lineProblems,
  partProblem,
} from './quick-order-rules';
import { notOrderableMessage } from './price-rules';

describe('parsePastedLines', () => {
  it('reads comma, tab and space separated lines and ignores blank lines', () => {
    expect(
      parsePastedLines('100-0001, 2\n\n  \n100-0002\t5\r\n100-0003 7\n100-0004').map((l) => [
        l.partNumber,
        l.quantity,
      ]),
    ).toEqual([
      ['100-0001', 2],
      ['100-0002', 5],
      ['100-0003', 7],
      ['100-0004', 1],
    ]);
  });

  it('marks a quantity that is not a whole number of 1 or more', () => {
    expect(parsePastedLines('A, 0\nB, x\nC, 2.5\nD 1 2').map((l) => l.quantity)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('partProblem', () => {
  const good = { showOnline: true, orderable: true, displayPrice: 10 };

  it('accepts an orderable, priced part shown online', () => {
    expect(partProblem(good, null, true, 'en_US')).toBeNull();
  });

  it('names each reason a row is skipped', () => {
    expect(partProblem(undefined, null, true, 'en_US')).toBe(UNKNOWN_PART);
    expect(partProblem(good, BAD_QUANTITY, true, 'en_US')).toBe(BAD_QUANTITY);
    expect(partProblem({ ...good, showOnline: false }, null, true, 'en_US')).toBe(NOT_SHOWN_ONLINE);
    expect(partProblem({ ...good, orderable: false }, null, true, 'en_US')).toBe(
      notOrderableMessage('en_US'),
    );
    expect(partProblem({ ...good, displayPrice: null }, null, true, 'en_US')).toBe(NOT_PURCHASABLE);
    expect(partProblem(good, null, false, 'en_US')).toBe(NO_ORDERING_PRIVILEGE);
  });

  it("names an unknown part first, then asks for a quantity before naming the part's own problem", () => {
    expect(partProblem(undefined, BAD_QUANTITY, true, 'en_US')).toBe(UNKNOWN_PART);
    expect(partProblem({ ...good, showOnline: false }, BAD_QUANTITY, true, 'en_US')).toBe(BAD_QUANTITY);
  });

  it('tells international users (locale en) to email instead of calling', () => {
    expect(notOrderableMessage('en_US')).toMatch(
      /^This item cannot be ordered online but please call us at 1-877-GO-/,
    );
    expect(notOrderableMessage('en')).toMatch(/please email us at \S+@\S+ to place an order\.$/);
  });
});

describe('orderProblem (shared with digital order links)', () => {
  const good = { showOnline: true, orderable: true, displayPrice: 10 };

  it('judges the part and the caller, not a quantity', () => {
    expect(orderProblem(good, true, 'en_US')).toBeNull();
    expect(orderProblem(undefined, true, 'en_US')).toBe(UNKNOWN_PART);
    expect(orderProblem({ ...good, showOnline: false }, true, 'en_US')).toBe(NOT_SHOWN_ONLINE);
    expect(orderProblem({ ...good, orderable: false }, true, 'en')).toBe(notOrderableMessage('en'));
    expect(orderProblem({ ...good, displayPrice: null }, true, 'en_US')).toBe(NOT_PURCHASABLE);
    expect(orderProblem(good, false, 'en_US')).toBe(NO_ORDERING_PRIVILEGE);
    // a price the API withheld from a buyer who may not see prices (issue 34): still a priced part to order
    expect(orderProblem({ ...good, displayPrice: null, priceWithheld: true }, true, 'en_US')).toBeNull();
  });
});

describe('comparablePartNumber', () => {
  it('compares part numbers without punctuation or case', () => {
    expect(comparablePartNumber('100-0001')).toBe(comparablePartNumber('1000001'));
    // the store's own nine-digit display form is the same part
    expect(comparablePartNumber('001000001')).toBe(comparablePartNumber('100-0001'));
    expect(comparablePartNumber('ab-1')).toBe('AB1');
  });
});

describe('lineProblems (the shared quick-order schema)', () => {
  it('checks the part number shape and a digits-only quantity of 1 or more', () => {
    expect(lineProblems({ partNumber: '100-0001', quantity: '2' })).toEqual({});
    expect(lineProblems({ partNumber: '100-0001', quantity: '0' })).toEqual({ quantity: BAD_QUANTITY });
    expect(lineProblems({ partNumber: '100-0001', quantity: '' })).toEqual({ quantity: BAD_QUANTITY });
    expect(lineProblems({ partNumber: '100$0001', quantity: '1' })).toEqual({
      partNumber: 'Part number contains invalid characters.',
    });
    expect(BAD_QUANTITY).toBe('Enter a quantity of 1 or more.');
  });
});

describe('parseBulkEntry', () => {
  it('reads a CSV file: its header dropped, quotes removed, a missing quantity meaning 1', () => {
    expect(
      parseBulkEntry(
        '"Part Number","Quantity"\r\n"100-0001","2"\r\n001000002;3\r\nALPHA-FLT-1\r\n\r\n100-0004\t5',
      ),
    ).toEqual([
      { partNumber: '100-0001', quantity: '2' },
      { partNumber: '001000002', quantity: '3' },
      { partNumber: 'ALPHA-FLT-1', quantity: '1' },
      { partNumber: '100-0004', quantity: '5' },
    ]);
  });

  it('reads pasted lines split by spaces, and keeps a bad quantity as written for the API to name', () => {
    expect(parseBulkEntry('100-0001 2\n100-0002 abc\n100-0003,2,x')).toEqual([
      { partNumber: '100-0001', quantity: '2' },
      { partNumber: '100-0002', quantity: 'abc' },
      { partNumber: '100-0003', quantity: '2 x' },
    ]);
  });

  it('keeps a first line that is a part, not a header', () => {
    expect(parseBulkEntry('100-0001,1')).toEqual([{ partNumber: '100-0001', quantity: '1' }]);
  });
});
