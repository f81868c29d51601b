import * as yup from 'yup';
import {
  accountIdListField,
  filterOptionsField,
  multiValueFilterOptionsField,
  pageField,
  sizeField,
  sortOptionsField,
  validate,
} from './validation.js';

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

describe('filterOptionsField (the search envelope)', () => {
  const one = yup.object({ filterOptions: filterOptionsField(['STATUS']) });
  const many = yup.object({ filterOptions: multiValueFilterOptionsField(['STATUS']) });
  const messageFor = (schema: yup.AnyObjectSchema, input: unknown) => {
    try {
      validate(schema, input);
      return 'valid';
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('takes the endpoint’s filterable fields only, a value each, at most 10', () => {
    expect(validate(one, { filterOptions: [{ fieldName: 'STATUS', value: 'OPEN' }] })).toEqual({
      filterOptions: [{ fieldName: 'STATUS', value: 'OPEN' }],
    });
    expect(messageFor(one, { filterOptions: [{ fieldName: 'OWNER', value: 'x' }] })).toBe(
      'filterOptions.fieldName is not a filterable field.',
    );
    expect(messageFor(one, { filterOptions: [{ fieldName: 'STATUS' }] })).toBe(
      'filterOptions.value is required.',
    );
    expect(
      messageFor(one, {
        filterOptions: Array.from({ length: 11 }, () => ({ fieldName: 'STATUS', value: 'OPEN' })),
      }),
    ).toBe('At most 10 filters are allowed.');
  });

  it('lets a multi-value filter name its values instead', () => {
    expect(validate(many, { filterOptions: [{ fieldName: 'STATUS', values: ['OPEN', 'CLOSED'] }] })).toEqual({
      filterOptions: [{ fieldName: 'STATUS', values: ['OPEN', 'CLOSED'] }],
    });
  });
});
