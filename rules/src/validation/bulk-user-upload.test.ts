import { BULK_UPLOAD_COLUMNS, parseBulkUploadResults, parseCsv } from './bulk-user-upload';

it('parses quoted CSV fields, line breaks inside quotes, a byte-order mark and blank lines', () => {
  expect(parseCsv('\uFEFFa,b\r\n"x, ""y""",z\n\n"multi\nline",w')).toEqual([
    ['a', 'b'],
    ['x, "y"', 'z'],
    ['multi\nline', 'w'],
  ]);
});

it('reads the result file: created rows and failed rows with their reason', () => {
  const csv = [
    'row,email,result,userId',
    '2,"first, last@alpha.example",FAILED: no customer has account number N-1.,',
    '3,una@alpha.example,CREATED,0b9c1c54-1111-4222-8333-444455556666',
    '4,dos@alpha.example,FAILED: email already exists,',
  ].join('\n');
  expect(parseBulkUploadResults(csv)).toEqual([
    {
      row: 2,
      email: 'first, last@alpha.example',
      created: false,
      reason: 'no customer has account number N-1.',
      userId: '',
    },
    {
      row: 3,
      email: 'una@alpha.example',
      created: true,
      reason: '',
      userId: '0b9c1c54-1111-4222-8333-444455556666',
    },
    { row: 4, email: 'dos@alpha.example', created: false, reason: 'email already exists', userId: '' },
  ]);
  expect(parseBulkUploadResults('')).toEqual([]);
});

it('names the template columns', () => {
  expect(BULK_UPLOAD_COLUMNS.join(',')).toBe(
    'firstName,lastName,email,accountNumber,roleName,phone,jobTitle',
  );
});
