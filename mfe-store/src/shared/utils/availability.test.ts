import { availabilityMessage } from './availability';

describe('availabilityMessage (spec 4)', () => {
  it('quantity on hand above 0 ships within 1 business day', () => {
    expect(availabilityMessage(true, 3)).toBe('Available, expect to ship within 1 business day.');
  });

  it('0 or undefined asks to call the help line, option 1', () => {
    expect(availabilityMessage(true, 0)).toMatch(
      /^Call 1-877-GO .+, Option 1 for estimated shipment date\.$/,
    );
    expect(availabilityMessage(true, undefined)).toBe(availabilityMessage(true, 0));
  });

  it('unknown (not fetched yet) says it is loading', () => {
    expect(availabilityMessage(false, 5)).toBe('Loading availability info');
  });
});
