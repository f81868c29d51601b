import * as yup from 'yup';
import { accountIdListField, pageField, sizeField, sortOptionsField, validate } from './validation.js';

const searchSchema = yup.object({
  page: pageField(10_000),
  size: sizeField(100, 25),
  sortOptions: sortOptionsField(['name', 'createdAt'], 'DESC'),
  accountIds: accountIdListField('accountIds'),
});

const messageOf = (input: unknown): string => {
  try {
    validate(searchSchema, input);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a validation error');
};

describe('paged search fields', () => {
  it('defaults page, size and sort direction; upper-cases the direction', () => {
    expect(
      validate(searchSchema, {
        sortOptions: [{ fieldName: 'name' }, { fieldName: 'createdAt', direction: 'asc' }],
      }),
    ).toEqual({
      page: 0,
      size: 25,
      sortOptions: [
        { fieldName: 'name', direction: 'DESC' },
        { fieldName: 'createdAt', direction: 'ASC' },
      ],
    });
  });

  const cases: [string, unknown][] = [
    ['page starts at 0.', { page: -1 }],
    ['page must be at most 10000.', { page: 10_001 }],
    ['page must be a whole number.', { page: 1.5 }],
    ['size must be at least 1.', { size: 0 }],
    ['size must be at most 100.', { size: 101 }],
    ['sortOptions.fieldName is not a sortable field.', { sortOptions: [{ fieldName: 'password' }] }],
    ['sortOptions.direction must be ASC or DESC.', { sortOptions: [{ fieldName: 'name', direction: 'up' }] }],
    [
      'At most 5 sort options are allowed.',
      { sortOptions: Array.from({ length: 6 }, () => ({ fieldName: 'name' })) },
    ],
    [
      'accountIds may name at most 500 accounts.',
      { accountIds: Array.from({ length: 501 }, (_, i) => `A${i}`) },
    ],
  ];
  it.each(cases)('answers %p', (message, input) => {
    expect(messageOf(input)).toContain(message);
  });
});
