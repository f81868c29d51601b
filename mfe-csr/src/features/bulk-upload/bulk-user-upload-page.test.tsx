import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchJobResult, gateway, PortalApiError, pollJob } from '@portal/api-client';
import BulkUserUploadPage from './bulk-user-upload-page';

jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  gateway: jest.fn(),
  pollJob: jest.fn(),
  fetchJobResult: jest.fn(),
}));
const integration = gateway as jest.MockedFunction<typeof gateway>;
const poll = pollJob as jest.MockedFunction<typeof pollJob>;
const fetchResult = fetchJobResult as jest.MockedFunction<typeof fetchJobResult>;

const CSV =
  'firstName,lastName,email,accountNumber,roleName,phone,jobTitle\n' +
  'Una,One,una@alpha.example,N1,,,\n' +
  'Dos,Two,dos@alpha.example,N-NOPE,,,\n';
const RESULTS =
  'row,email,result,userId\n2,una@alpha.example,CREATED,u-1\n3,dos@alpha.example,FAILED: no customer has account number N-NOPE.,\n';

beforeAll(() => {
  // jsdom's Blob has no text() (browsers have)
  if (!('text' in Blob.prototype))
    Object.defineProperty(Blob.prototype, 'text', {
      value(this: Blob) {
        return new Promise<string>((resolve) => {
          const reader = new FileReader();
          reader.onload = () => resolve(String(reader.result));
          reader.readAsText(this);
        });
      },
    });
  URL.createObjectURL = jest.fn(() => 'blob:results');
  URL.revokeObjectURL = jest.fn();
});

beforeEach(() => {
  jest.clearAllMocks();
  render(<BulkUserUploadPage />);
});

const choose = (text = CSV) =>
  userEvent.upload(screen.getByLabelText('CSV file'), new File([text], 'users.csv', { type: 'text/csv' }));

it('checks the file first, then creates its good rows with progress and shows every row’s outcome', async () => {
  expect(screen.getByRole('link', { name: 'Download the template' })).toHaveAttribute(
    'href',
    expect.stringContaining(
      encodeURIComponent('firstName,lastName,email,accountNumber,roleName,phone,jobTitle'),
    ),
  );
  integration.mockResolvedValueOnce({
    rows: [
      { row: 2, email: 'una@alpha.example', problems: [] },
      { row: 3, email: 'dos@alpha.example', problems: ['no customer has account number N-NOPE.'] },
    ],
  });
  await choose();
  await userEvent.click(screen.getByRole('button', { name: 'Check File' }));
  const checked = await screen.findByRole('region', { name: 'Checked Rows' });
  expect(within(checked).getByText(/1 of 2 rows can be created/)).toBeInTheDocument();
  expect(
    within(checked).getByRole('cell', { name: 'no customer has account number N-NOPE.' }),
  ).toBeInTheDocument();
  expect(integration.mock.calls[0]?.slice(0, 2)).toEqual(['/bulkUserUpload', { csv: CSV, checkOnly: true }]);

  integration.mockResolvedValueOnce({ jobId: 'job-1' });
  let reportProgress: ((status: { response: unknown }) => void) | undefined;
  let finish: (url: string) => void = () => undefined;
  poll.mockImplementation(
    (_jobId, options) =>
      new Promise<string>((resolve) => {
        reportProgress = options?.onPending;
        finish = resolve;
      }),
  );
  fetchResult.mockResolvedValue(new Blob([RESULTS], { type: 'text/csv' }));
  await userEvent.click(within(checked).getByRole('button', { name: 'Create 1 User' }));
  expect(integration.mock.calls[1]?.slice(0, 2)).toEqual([
    '/bulkUserUpload',
    { csv: CSV, skipInvalidRows: true },
  ]);
  expect(poll).toHaveBeenCalledWith('job-1', expect.anything());
  reportProgress?.({ response: { processed: 0, total: 1 } });
  expect(await screen.findByText('Creating users: 0 of 1')).toBeInTheDocument();
  finish('/api/files/jobs/job-1/bulk-user-upload-results.csv');

  const results = await screen.findByRole('region', { name: 'Results' });
  expect(within(results).getByText('1 created, 1 failed.')).toBeInTheDocument();
  expect(within(results).getByRole('cell', { name: 'Created' })).toBeInTheDocument();
  expect(
    within(results).getByRole('cell', { name: 'Failed: no customer has account number N-NOPE.' }),
  ).toBeInTheDocument();
  expect(within(results).getByRole('link', { name: 'Download the results' })).toHaveAttribute(
    'href',
    'blob:results',
  );
  expect(fetchResult).toHaveBeenCalledWith(
    '/api/files/jobs/job-1/bulk-user-upload-results.csv',
    expect.anything(),
  );
});

it('shows why an unreadable file is refused, and asks for a file first', async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Check File' }));
  expect(screen.getByText('Choose a CSV file to check.')).toBeInTheDocument();
  expect(integration).not.toHaveBeenCalled();

  integration.mockRejectedValueOnce(
    new PortalApiError({
      status: 400,
      url: '/api/integration',
      source: 'gateway',
      body: {},
      messages: ['The header must name the columns firstName,lastName; missing: email.'],
      requestRoute: '/',
    }),
  );
  await choose('first,last\nA,B\n');
  await userEvent.click(screen.getByRole('button', { name: 'Check File' }));
  expect(
    await screen.findByText('The header must name the columns firstName,lastName; missing: email.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Checked Rows' })).not.toBeInTheDocument();
});
