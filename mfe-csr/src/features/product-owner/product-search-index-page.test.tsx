import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import { ManualIndexTrainingCoursesDocument, ReindexTrainingCoursesDocument } from '../../gql/graphql';
import ProductSearchIndexPage from './product-search-index-page';

jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  runGraphQL: jest.fn(),
}));
const run = runGraphQL as jest.MockedFunction<typeof runGraphQL>;

beforeEach(() => {
  jest.clearAllMocks();
  run.mockImplementation((async (document: unknown) =>
    document === ReindexTrainingCoursesDocument
      ? { reindex: { success: true, changedCourses: 42 } }
      : { manualIndex: { success: true, changedCourses: 3 } }) as unknown as typeof runGraphQL);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ProductSearchIndexPage />
    </QueryClientProvider>,
  );
});

it('reindexes the training courses and shows the outcome', async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Reindex Training Courses' }));
  expect(await screen.findByText('Reindex: succeeded.')).toBeInTheDocument();
  expect(screen.getByText('Changed courses: 42')).toBeInTheDocument();
});

it('runs a manual index over a window, refusing one that ends before it starts', async () => {
  const form = screen.getByRole('form', { name: 'Manual index' });
  await userEvent.click(within(form).getByRole('button', { name: 'Run Manual Index' }));
  expect(await within(form).findByText('Enter since when.')).toBeInTheDocument();
  await userEvent.type(within(form).getByLabelText('Since'), '2026-11-20T08:00');
  await userEvent.type(within(form).getByLabelText('To'), '2026-11-19T08:00');
  await userEvent.click(within(form).getByRole('button', { name: 'Run Manual Index' }));
  expect(await within(form).findByText('To must not be before since.')).toBeInTheDocument();
  expect(run).not.toHaveBeenCalled();

  await userEvent.clear(within(form).getByLabelText('To'));
  await userEvent.click(within(form).getByRole('button', { name: 'Run Manual Index' }));
  expect(await screen.findByText('Changed courses: 3')).toBeInTheDocument();
  expect(run).toHaveBeenCalledWith(ManualIndexTrainingCoursesDocument, {
    since: new Date('2026-11-20T08:00').toISOString(),
    to: null,
  });
});
