import { currencyForLocale, displayPartNumber } from './store-format';

describe('displayPartNumber', () => {
  it('removes hyphens and left-pads with zeros to 9 characters', () => {
    expect(displayPartNumber('100-0001')).toBe('001000001');
    expect(displayPartNumber('12-34-56')).toBe('000123456');
    expect(displayPartNumber('123456789')).toBe('123456789');
    expect(displayPartNumber('1234567890')).toBe('1234567890');
  });
});

describe('currencyForLocale', () => {
  it('maps locales to currencies', () => {
    expect(currencyForLocale('en_CA')).toBe('CAD');
    expect(currencyForLocale('en_US')).toBe('USD');
    expect(currencyForLocale('en')).toBe('USD');
  });
});
