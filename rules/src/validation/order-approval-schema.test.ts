import {
  approvalDecisionFormSchema,
  ORDER_APPROVAL_MESSAGES,
  spendingLimitFormSchema,
} from './order-approval-schema';

const errorsOf = (schema: { validateSync(v: unknown, o: object): unknown }, value: unknown): string[] => {
  try {
    schema.validateSync(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('the spending limit form', () => {
  it('takes a user or a role and an amount of 0 or more in whole cents', () => {
    expect(errorsOf(spendingLimitFormSchema, { subject: 'USER:u-1', amount: '1500.25' })).toEqual([]);
    expect(errorsOf(spendingLimitFormSchema, { subject: 'ROLE:r-1', amount: '0' })).toEqual([]);
  });
  it('says what is wrong', () => {
    expect(errorsOf(spendingLimitFormSchema, { subject: '', amount: '' })).toEqual([
      ORDER_APPROVAL_MESSAGES.subjectRequired,
      ORDER_APPROVAL_MESSAGES.limitRequired,
    ]);
    expect(errorsOf(spendingLimitFormSchema, { subject: 'USER:u-1', amount: '-1' })).toEqual([
      ORDER_APPROVAL_MESSAGES.limitNegative,
    ]);
    expect(errorsOf(spendingLimitFormSchema, { subject: 'USER:u-1', amount: '1.234' })).toEqual([
      ORDER_APPROVAL_MESSAGES.limitCents,
    ]);
    expect(errorsOf(spendingLimitFormSchema, { subject: 'USER:u-1', amount: 'lots' })).toEqual([
      ORDER_APPROVAL_MESSAGES.limitNumber,
    ]);
  });
});

describe('the approval decision', () => {
  it('needs a note to reject, not to approve', () => {
    expect(errorsOf(approvalDecisionFormSchema, { decision: 'APPROVE', note: '' })).toEqual([]);
    expect(errorsOf(approvalDecisionFormSchema, { decision: 'REJECT', note: ' ' })).toEqual([
      ORDER_APPROVAL_MESSAGES.noteRequired,
    ]);
    expect(errorsOf(approvalDecisionFormSchema, { decision: 'REJECT', note: 'Over budget' })).toEqual([]);
  });
});
