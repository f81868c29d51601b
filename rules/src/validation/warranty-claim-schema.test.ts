import { fieldErrors } from './field-errors';
import {
  WARRANTY_CLAIM_MESSAGES as M,
  claimAttachmentProblem,
  warrantyClaimSchema,
  warrantyContactSchema,
} from './warranty-claim-schema';

/** what the form holds before anything is typed (Formik keeps strings) */
const EMPTY = {
  unitSerial: '',
  failureDate: '',
  repairDate: '',
  hours: '',
  laborHours: '',
  failedPartNumber: '',
  description: '',
  cause: '',
  correction: '',
};
const GOOD = {
  ...EMPTY,
  unitSerial: 'SN-A2',
  failureDate: '2026-01-05',
  hours: '1520.5',
  description: 'Hydraulic filter housing cracked at the jib.',
};

describe('the warranty claim schema', () => {
  const schema = warrantyClaimSchema({ today: '2026-03-01' });

  it('names every missing required field', () => {
    expect(fieldErrors(schema, EMPTY)).toEqual({
      unitSerial: M.unitRequired,
      failureDate: M.failureDateRequired,
      hours: M.hoursRequired,
      description: M.descriptionRequired,
    });
  });

  it('accepts a complete claim, empty optional boxes included, and casts them', () => {
    expect(fieldErrors(schema, GOOD)).toEqual({});
    expect(schema.cast(GOOD)).toMatchObject({ hours: 1520.5, repairDate: null, failedPartNumber: null });
  });

  it('refuses wrong numbers, dates and a short description with the API’s messages', () => {
    expect(
      fieldErrors(schema, {
        ...GOOD,
        hours: 'lots',
        laborHours: '-2',
        failureDate: '01/05/2026',
        description: 'short',
      }),
    ).toEqual({
      hours: M.hoursNumber,
      laborHours: M.laborHoursNegative,
      failureDate: 'Failure date must be a date (yyyy-mm-dd).',
      description: M.descriptionShort,
    });
  });

  it('keeps the dates in order and out of the future', () => {
    expect(fieldErrors(schema, { ...GOOD, repairDate: '2026-01-01' })).toEqual({
      repairDate: M.repairBeforeFailure,
    });
    expect(fieldErrors(schema, { ...GOOD, failureDate: '2026-03-02' })).toEqual({
      failureDate: M.failureDateFuture,
    });
    // without a clock (the gateway's first pass) the future is the service's to judge
    expect(fieldErrors(warrantyClaimSchema(), { ...GOOD, failureDate: '2999-01-01' })).toEqual({});
  });
});

describe('claim attachments', () => {
  it('takes PDF, JPEG and PNG files up to 10 MB', () => {
    expect(claimAttachmentProblem({ name: 'ro.pdf', type: 'application/pdf', size: 2048 })).toBeNull();
    expect(claimAttachmentProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(
      `a.gif: ${M.attachmentType}`,
    );
    expect(claimAttachmentProblem({ name: 'b.png', type: 'image/png', size: 11 * 1024 * 1024 })).toBe(
      'b.png: attachments must be at most 10 MB.',
    );
  });
});

describe('the Default Information contact', () => {
  it('allows empty boxes and refuses a malformed phone or e-mail', () => {
    expect(
      fieldErrors(warrantyContactSchema, { contactName: '', contactEmail: '', contactPhone: '' }),
    ).toEqual({});
    expect(
      fieldErrors(warrantyContactSchema, {
        contactName: 'Ann',
        contactEmail: 'ann@',
        contactPhone: 'call me',
      }),
    ).toEqual({ contactEmail: M.contactEmail, contactPhone: M.contactPhone });
  });
});
