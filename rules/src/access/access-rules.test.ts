import {
  ACCESS_RULES,
  ACCESS_RULE_NAMES,
  allows,
  allowsPrivileges,
  describeAccessRule,
  isAccessRuleName,
  privilegesNamed,
  type AccessRule,
} from './access-rules';
import { PRIVILEGES, satisfies } from '../privileges/privileges';

function references(rule: AccessRule): string[] {
  if ('and' in rule) return rule.and.flatMap(references);
  if ('rule' in rule) return [rule.rule];
  return [];
}

describe('named access rules', () => {
  it('every reference names a rule of the table, and no rule refers to itself through others', () => {
    for (const name of ACCESS_RULE_NAMES) {
      const seen = new Set<string>([name]);
      const walk = (rule: AccessRule): void => {
        for (const ref of references(rule)) {
          expect(isAccessRuleName(ref)).toBe(true);
          expect(seen.has(ref)).toBe(false);
          seen.add(ref);
          if (isAccessRuleName(ref)) walk(ACCESS_RULES[ref].rule);
          seen.delete(ref);
        }
      };
      walk(ACCESS_RULES[name].rule);
    }
  });

  it('names only privileges of spec 6', () => {
    for (const name of ACCESS_RULE_NAMES)
      for (const p of privilegesNamed(name)) expect(PRIVILEGES).toContain(p);
  });

  it('page rules add who may open the page to the capability', () => {
    const buyer = { privileges: ['B2B_Dashboard', 'B2B_View_Orders'], kinds: ['signed-in', 'b2b'] as const };
    expect(allows('dashboard.invoices', buyer)).toBe(false);
    expect(allows('dashboard.supply-orders', buyer)).toBe(true);
    const invoices = { ...buyer, privileges: ['B2B_View_Default_Invoices'] };
    expect(allows('dashboard.invoices', invoices)).toBe(true);
    expect(allows('dashboard.invoices', { ...invoices, kinds: ['signed-in', 'b2b', 'internal'] })).toBe(
      false,
    );
    expect(allows('dashboard.invoices', { privileges: invoices.privileges, kinds: ['guest'] })).toBe(false);
    // the API asks capability rules with privileges alone
    expect(allowsPrivileges('invoices.view', invoices.privileges)).toBe(true);
    expect(allowsPrivileges('dashboard.invoices', invoices.privileges)).toBe(false);
  });

  it('B2B_Disallow_Order_Supply takes Parts and Supply Orders away, not Training Orders', () => {
    const fleet = {
      privileges: ['B2B_View_Orders', 'B2B_View_Replacement_Parts', 'B2B_Disallow_Order_Supply'],
      kinds: ['signed-in', 'b2b'] as const,
    };
    expect(allows('dashboard.parts', fleet)).toBe(false);
    expect(allows('dashboard.supply-orders', fleet)).toBe(false);
    expect(allows('dashboard.training-orders', fleet)).toBe(true);
  });

  it('profile kinds: everyone, guests, punchout and the training store', () => {
    expect(allows('everyone', { privileges: [], kinds: ['guest'] })).toBe(true);
    expect(allows('signed-in', { privileges: [], kinds: ['guest'] })).toBe(false);
    expect(allows('training-store', { privileges: [], kinds: ['signed-in', 'punchout'] })).toBe(false);
    expect(allows('training-store', { privileges: [], kinds: ['guest'] })).toBe(true);
    // without kinds (the API) a rule about kinds is not met, so it never admits by mistake
    expect(allows('training-store', { privileges: [] })).toBe(false);
  });

  it('satisfies is the same evaluator for privilege rules', () => {
    const held = new Set(['CSR', 'CSR_User_Management']);
    expect(satisfies(held, { all: ['CSR', 'CSR_User_Management'] })).toBe(true);
    expect(allows('csr.users', { privileges: held, kinds: ['signed-in'] })).toBe(true);
    expect(allows('csr.users-page', { privileges: held, kinds: ['signed-in'] })).toBe(true);
    expect(allows('csr.roles-page', { privileges: held, kinds: ['signed-in'] })).toBe(false);
  });

  it('describes a rule in words', () => {
    expect(describeAccessRule('invoices.view')).toBe('(B2B_View_All_Invoices or B2B_View_Default_Invoices)');
    expect(describeAccessRule('insights.jems-history')).toBe('Developer_Admin and B2B_Reporting');
  });
});
