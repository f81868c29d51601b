import { currencyForLocale, displayPartNumber, partNumberKey, samePartNumber } from './store-format';

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

describe('partNumberKey', () => {
  it('reads every displayed form of a part number as the same key', () => {
    for (const typed of ['928-7092', '009287092', '9287092', ' 928 7092 ', '0009287092'])
      expect(partNumberKey(typed)).toBe('9287092');
    // what the store shows is read back as the part it shows
    expect(partNumberKey(displayPartNumber('928-7092'))).toBe(partNumberKey('928-7092'));
    expect(partNumberKey('ab-12')).toBe('AB12');
    expect(partNumberKey('000')).toBe('0');
  });

  it('tells the same part from another', () => {
    expect(samePartNumber('009287092', '928-7092')).toBe(true);
    expect(samePartNumber('009287093', '928-7092')).toBe(false);
  });
});
