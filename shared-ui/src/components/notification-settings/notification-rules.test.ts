import {
  canUncheck,
  isModeSelectDisabled,
  isSaveDisabled,
  modeOptions,
  withMode,
  withSeverity,
  type NotificationSettingValue,
} from './notification-rules';

const email: NotificationSettingValue = {
  notificationStatus: 'Email',
  highSeverity: true,
  mediumSeverity: false,
  lowSeverity: true,
};
const off: NotificationSettingValue = {
  notificationStatus: 'Off',
  highSeverity: false,
  mediumSeverity: false,
  lowSeverity: false,
};

describe('notification rules', () => {
  it('Off clears all three severities', () => {
    expect(withMode(email, 'Off')).toEqual(off);
  });

  it('leaving Off sets all three severities', () => {
    expect(withMode(off, 'Text')).toEqual({
      notificationStatus: 'Text',
      highSeverity: true,
      mediumSeverity: true,
      lowSeverity: true,
    });
  });

  it('moving between two modes other than Off keeps the severities', () => {
    expect(withMode(email, 'Email & Text')).toEqual({ ...email, notificationStatus: 'Email & Text' });
  });

  it('the only checked box cannot be unchecked', () => {
    const onlyHigh = { ...email, lowSeverity: false };
    expect(canUncheck(onlyHigh, 'highSeverity')).toBe(false);
    expect(withSeverity(onlyHigh, 'highSeverity', false)).toEqual(onlyHigh);
    expect(canUncheck(email, 'highSeverity')).toBe(true);
    expect(withSeverity(email, 'highSeverity', false)).toEqual({ ...email, highSeverity: false });
    expect(withSeverity(email, 'mediumSeverity', true)).toEqual({ ...email, mediumSeverity: true });
  });

  it('severities cannot be set while Off', () => {
    expect(withSeverity(off, 'lowSeverity', true)).toEqual(off);
  });

  it('Save is disabled when view-only or nothing changed, unless changes are ignored', () => {
    const changed = { ...email, mediumSeverity: true };
    expect(isSaveDisabled({ saved: email, current: email, viewOnly: false, ignoreChanges: false })).toBe(
      true,
    );
    expect(isSaveDisabled({ saved: email, current: changed, viewOnly: false, ignoreChanges: false })).toBe(
      false,
    );
    expect(isSaveDisabled({ saved: email, current: changed, viewOnly: true, ignoreChanges: false })).toBe(
      true,
    );
    expect(isSaveDisabled({ saved: email, current: email, viewOnly: false, ignoreChanges: true })).toBe(
      false,
    );
    expect(isSaveDisabled({ saved: email, current: email, viewOnly: true, ignoreChanges: true })).toBe(true);
  });

  it('the mode select is disabled only when Off is not allowed and text is not enabled', () => {
    expect(isModeSelectDisabled(false, false)).toBe(true);
    expect(isModeSelectDisabled(true, false)).toBe(false);
    expect(isModeSelectDisabled(false, true)).toBe(false);
  });

  it('offers Off only when allowed and the text modes only with a text-enabled number', () => {
    expect(modeOptions(false, false)).toEqual([
      { mode: 'Email', disabled: false },
      { mode: 'Text', disabled: true },
      { mode: 'Email & Text', disabled: true },
    ]);
    expect(modeOptions(true, true).map((option) => option.mode)).toEqual([
      'Off',
      'Email',
      'Text',
      'Email & Text',
    ]);
    expect(modeOptions(true, true).every((option) => !option.disabled)).toBe(true);
  });
});
