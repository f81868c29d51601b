import type { Profile } from './profile';
import { createGuestProfile } from './profile';
import {
  dismissToast,
  selectOrganization,
  setCartCount,
  setSignedInUser,
  showToast,
  updateProfile,
} from './session-actions';
import { clearSessionHistory, recordSessionAction, sessionHistory } from './session-history';

beforeEach(() => clearSessionHistory());

describe('session history (spec 9: "State history keeps 25 actions")', () => {
  it('keeps the last 25 of 30 actions, oldest first, with their times', () => {
    const start = Date.UTC(2026, 10, 25, 12, 0, 0);
    for (let i = 1; i <= 30; i += 1) recordSessionAction(`action${i}`, new Date(start + i * 1000));
    const history = sessionHistory();
    expect(history).toHaveLength(25);
    expect(history[0]).toEqual({ action: 'action6', at: new Date(start + 6000).toISOString() });
    expect(history[24]).toEqual({ action: 'action30', at: new Date(start + 30000).toISOString() });
  });

  it("records the store's actions by name only: no token, e-mail or other value reaches it", () => {
    const profile: Profile = {
      ...createGuestProfile(),
      email: 'dana.whitfield@keystone-electric.example',
      firstName: 'Dana',
      userStatus: 'REGISTERED',
    };
    setSignedInUser(profile, ['B2B_Dashboard']);
    updateProfile({ activationToken: 'secret-activation-token-123' });
    selectOrganization({ accountId: 'ACC-1', accountNumber: '100200', partyId: 'P1', name: 'Keystone' });
    const id = showToast({ kind: 'error', message: 'Bearer eyJhbGciOi.secret' });
    dismissToast(id);
    for (let i = 0; i < 25; i += 1) setCartCount('supply-store', i);

    const history = sessionHistory();
    expect(history).toHaveLength(25);
    expect(history.every((entry) => entry.action === 'setCartCount')).toBe(true);
    clearSessionHistory();
    setSignedInUser(profile, []);
    updateProfile({ activationToken: 'secret-activation-token-123' });
    showToast({ kind: 'error', message: 'Bearer eyJhbGciOi.secret' });
    expect(sessionHistory().map((entry) => entry.action)).toEqual([
      'setSignedInUser',
      'updateProfile',
      'showToast',
    ]);
    const text = JSON.stringify(sessionHistory());
    for (const secret of ['secret', 'Bearer', 'dana', 'Keystone', 'ACC-1'])
      expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
  });

  it('refuses a name that is not an identifier (a value passed by mistake)', () => {
    recordSessionAction('Bearer eyJhbGciOiJIUzI1NiJ9.payload');
    recordSessionAction('dana@keystone-electric.example');
    expect(sessionHistory()).toEqual([]);
  });
});
