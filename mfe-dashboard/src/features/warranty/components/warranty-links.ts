// The warranty pages' addresses and who may file a claim (area.ts guards the claim and address routes the same way).
export const WARRANTY = '/pages/dashboard/equipment/warranty';
export const WARRANTY_DETAIL = `${WARRANTY}/detail`;
export const WARRANTY_CLAIM = `${WARRANTY}/claim`;
export const WARRANTY_ADDRESS = `${WARRANTY}/address`;

/** B2B_Warranty_Submit files claims; Demo_Only_Warranty_Submit goes through the same form without filing. */
export const mayFileClaims = (privileges: readonly string[]) =>
  privileges.includes('B2B_Warranty_Submit') || privileges.includes('Demo_Only_Warranty_Submit');

/** Only B2B_Warranty_Submit files for real (and may change the Default Information). */
export const isDemoSubmitter = (privileges: readonly string[]) =>
  !privileges.includes('B2B_Warranty_Submit') && privileges.includes('Demo_Only_Warranty_Submit');
