import { PRIVILEGES } from './privileges';
import {
  classOfPrivileges,
  CUSTOMER_PRIVILEGES,
  privilegeClass,
  roleMayHold,
  STAFF_PRIVILEGES,
} from './privilege-classes';

describe('privilege classes', () => {
  it('every privilege of spec 6 is of exactly one class', () => {
    for (const p of PRIVILEGES) expect(privilegeClass(p)).not.toBeNull();
    expect([...STAFF_PRIVILEGES, ...CUSTOMER_PRIVILEGES].sort()).toEqual([...PRIVILEGES].sort());
  });

  it('staff: CSR, CSR_*, Product_Owner_Admin, Developer_Admin, Wireframe_Admin', () => {
    expect([...STAFF_PRIVILEGES]).toEqual([
      'CSR',
      'CSR_Role_Management',
      'CSR_User_Management',
      'CSR_Registration',
      'Product_Owner_Admin',
      'Developer_Admin',
      'Wireframe_Admin',
    ]);
    expect(privilegeClass('B2B_View_All_Invoices')).toBe('CUSTOMER');
    expect(privilegeClass('Demo_Only_Training_Store')).toBe('CUSTOMER');
    expect(privilegeClass('Made_Up')).toBeNull();
  });

  it('a set of privileges is of one class, mixed, or empty', () => {
    expect(classOfPrivileges([])).toBeNull();
    expect(classOfPrivileges(['CSR', 'Developer_Admin'])).toBe('STAFF');
    expect(classOfPrivileges(['B2B_Dashboard', 'Demo_Only_Training_Store'])).toBe('CUSTOMER');
    expect(classOfPrivileges(['B2B_Dashboard', 'CSR'])).toBe('MIXED');
    expect(classOfPrivileges(['Made_Up'])).toBe('MIXED');
  });

  it('a customer role holds customer privileges only; a staff role staff ones, or customer ones only', () => {
    expect(roleMayHold('CUSTOMER', ['B2B_Dashboard', 'Demo_Only_Training_Store'])).toBe(true);
    expect(roleMayHold('CUSTOMER', ['B2B_Dashboard', 'CSR'])).toBe(false);
    expect(roleMayHold('CUSTOMER', ['CSR'])).toBe(false);
    expect(roleMayHold('STAFF', ['CSR', 'Developer_Admin'])).toBe(true);
    expect(roleMayHold('STAFF', ['B2B_Dashboard', 'B2B_View_All_Invoices'])).toBe(true);
    expect(roleMayHold('STAFF', ['B2B_Dashboard', 'CSR'])).toBe(false);
    expect(roleMayHold('CUSTOMER', [])).toBe(true);
  });
});
