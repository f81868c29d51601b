import {
  NOT_PURCHASABLE,
  NOT_SHOWN_ONLINE,
  NO_ORDERING_PRIVILEGE,
  UNKNOWN_PART,
} from '../../../shared/utils/quick-order-rules';
import {
  BAD_QUANTITY,
  MAX_DIGITAL_ORDER_PARTS,
  digitalOrderProblem,
  parseDigitalOrderParts,
} from './digital-order-rules';

describe('digital order link', () => {
  it('reads PART:QTY entries, a bare part meaning 1, and merges repeats', () => {
    expect(parseDigitalOrderParts('100-0001:2, 200-0450 ;100-0001:3,300-1*4')).toEqual({
      parts: [
        { partNumber: '100-0001', quantity: 5, text: '100-0001:2' },
        { partNumber: '200-0450', quantity: 1, text: '200-0450' },
        { partNumber: '300-1', quantity: 4, text: '300-1*4' },
      ],
      ignored: 0,
    });
  });

  it('marks quantities that are not whole numbers of 1 or more', () => {
    const { parts } = parseDigitalOrderParts('A:0,B:-1,C:two,D:1:2,E:1.5');
    expect(parts.map((p) => p.quantity)).toEqual([null, null, null, null, null]);
  });

  it('nothing to order without the parameter', () => {
    expect(parseDigitalOrderParts(null)).toEqual({ parts: [], ignored: 0 });
    expect(parseDigitalOrderParts(' , ;')).toEqual({ parts: [], ignored: 0 });
  });

  it(`keeps the first ${MAX_DIGITAL_ORDER_PARTS} parts`, () => {
    const many = Array.from({ length: MAX_DIGITAL_ORDER_PARTS + 3 }, (_, i) => `P${i}:1`).join(',');
    const result = parseDigitalOrderParts(many);
    expect(result.parts).toHaveLength(MAX_DIGITAL_ORDER_PARTS);
    expect(result.ignored).toBe(3);
  });
});

describe('digital order row problems', () => {
  const fine = { showOnline: true, orderable: true, displayPrice: 12.5 };
  it('a shown, orderable, priced part with a quantity may be added', () => {
    expect(digitalOrderProblem(fine, 2, true, 'en_US')).toBeNull();
  });
  it('names each problem', () => {
    expect(digitalOrderProblem(undefined, 1, true, 'en_US')).toBe(UNKNOWN_PART);
    expect(digitalOrderProblem({ ...fine, showOnline: false }, 1, true, 'en_US')).toBe(NOT_SHOWN_ONLINE);
    expect(digitalOrderProblem({ ...fine, orderable: false }, 1, true, 'en_US')).toMatch(
      /^This item cannot be ordered online but please call us at 1-877-GO-/,
    );
    expect(digitalOrderProblem({ ...fine, orderable: false }, 1, true, 'en')).toMatch(/please email us at/);
    expect(digitalOrderProblem({ ...fine, displayPrice: null }, 1, true, 'en_US')).toBe(NOT_PURCHASABLE);
    expect(digitalOrderProblem(fine, 1, false, 'en_US')).toBe(NO_ORDERING_PRIVILEGE);
    expect(digitalOrderProblem(fine, null, true, 'en_US')).toBe(BAD_QUANTITY);
  });
  it("names the part's own problem before the link's quantity", () => {
    expect(digitalOrderProblem(undefined, null, true, 'en_US')).toBe(UNKNOWN_PART);
    expect(digitalOrderProblem({ ...fine, showOnline: false }, null, true, 'en_US')).toBe(NOT_SHOWN_ONLINE);
  });
});
