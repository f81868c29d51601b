import { emailChangeNotice } from './email-change-outcome';

describe('emailChangeNotice', () => {
  it('reports each outcome of the mailed link', () => {
    expect(emailChangeNotice('confirmed')).toEqual({
      kind: 'success',
      text: 'Your email address was changed.',
    });
    expect(emailChangeNotice('taken')?.kind).toBe('danger');
    expect(emailChangeNotice('expired')?.text).toMatch(/expired/);
  });

  it('says nothing without an outcome or with an unknown one', () => {
    expect(emailChangeNotice(null)).toBeNull();
    expect(emailChangeNotice('<script>')).toBeNull();
  });
});
