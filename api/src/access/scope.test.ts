import { assertReadable, buildScope, resolveAccountIds } from './scope.js';
import type { ScopeInput } from './scope.js';

const base: ScopeInput = {
  ownAccountId: 'OWN',
  childAccountIds: ['C1', 'C2'],
  viewsParentHolding: false,
  isInternalAssociate: false,
  allowedAccountIds: ['X1', 'X2'],
  activeAccountIds: [],
  requestedSelection: null,
};

describe('organisation scope', () => {
  it('gives an ordinary user their own organisation only', () => {
    const scope = buildScope(base);
    expect([...scope.readable]).toEqual(['OWN']);
    expect(scope.listScope).toEqual(['OWN']);
    expect(() => assertReadable(scope, 'C1')).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
    expect(() => buildScope({ ...base, requestedSelection: 'C1' })).toThrow(
      expect.objectContaining({ message: 'The selected organization is not available to this user.' }),
    );
  });

  it('gives a parent-holding user all children when viewing all, the selected one otherwise', () => {
    const all = buildScope({ ...base, viewsParentHolding: true });
    expect(all.viewingAll).toBe(true);
    expect(all.listScope).toEqual(['OWN', 'C1', 'C2']);
    expect([...all.readable].sort()).toEqual(['C1', 'C2', 'OWN']);
    const one = buildScope({ ...base, viewsParentHolding: true, requestedSelection: 'C2' });
    expect(one.listScope).toEqual(['C2']);
    expect(one.readable.has('C1')).toBe(false);
    expect(one.readable.has('OWN')).toBe(true);
  });

  it('ignores children without the parent-holding privilege', () => {
    expect(buildScope(base).selectable.has('C1')).toBe(false);
  });

  it('gives an internal associate their allowed organisations, active ones first', () => {
    const ia = buildScope({ ...base, isInternalAssociate: true, activeAccountIds: ['X2', 'NOT-ALLOWED'] });
    expect(ia.listScope).toEqual(['X2']);
    expect(ia.readable.has('X1')).toBe(true);
    expect(ia.readable.has('NOT-ALLOWED')).toBe(false);
    const none = buildScope({ ...base, isInternalAssociate: true });
    expect(none.listScope).toEqual(['X1', 'X2']);
  });

  it('never widens scope through requested ids', () => {
    const scope = buildScope(base);
    expect(resolveAccountIds(scope, [])).toEqual(['OWN']);
    expect(resolveAccountIds(scope, ['OWN', 'OWN'])).toEqual(['OWN']);
    expect(() => resolveAccountIds(scope, ['OWN', 'C1'])).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN' }),
    );
  });

  it('denies everything to a caller without an organisation', () => {
    const scope = buildScope({ ...base, ownAccountId: null });
    expect(scope.readable.size).toBe(0);
    expect(() => assertReadable(scope, null)).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
  });
});
