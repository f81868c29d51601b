import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import { sessionStore } from '@portal/shared-session';
import { CsrFeatureFlagsDocument, CsrSetFeatureFlagValueDocument } from '../../gql/graphql';
import FeatureFlagsPage from './feature-flags-page';
import { displayFlagValue, flagValueProblem, formValueOf, valueToSend } from './feature-flag-values';

jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  runGraphQL: jest.fn(),
}));
const run = runGraphQL as jest.MockedFunction<typeof runGraphQL>;

const FLAG = {
  key: 'dashboard-load-monitoring-menu',
  description: "Shows the dashboard's Load Monitoring menu entry.",
  type: 'boolean',
  defaultValue: 'true',
  groupValues: [{ group: 'Internal_Associates', value: 'false' }],
  updatedAt: '2026-11-25T10:00:00.000Z',
};
const GROUPS = ['Connect_B2B_User', 'Connect_Default_User', 'Internal_Associates'];

beforeEach(() => {
  jest.clearAllMocks();
  sessionStore.setState({ initialized: true });
  let flag = FLAG;
  run.mockImplementation((async (document: unknown, variables: { group?: string; value?: string | null }) => {
    if (document === CsrFeatureFlagsDocument) return { featureFlags: { groups: GROUPS, flags: [flag] } };
    flag = {
      ...flag,
      groupValues: [...flag.groupValues, { group: variables.group ?? '', value: variables.value ?? '' }],
    };
    return { setFeatureFlagValue: flag };
  }) as unknown as typeof runGraphQL);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FeatureFlagsPage />
    </QueryClientProvider>,
  );
});

it("lists each flag's value for every group, the default where a group has none", async () => {
  const table = await screen.findByRole('table', { name: `Groups of ${FLAG.key}` });
  const row = (group: string) => within(table).getByRole('row', { name: new RegExp(`^${group}`) });
  const valueNow = (group: string) => within(row(group)).getAllByRole('cell')[1];
  expect(within(row('Internal_Associates')).getAllByRole('cell')[0]).toHaveTextContent(
    /^Internal_Associates$/,
  );
  expect(valueNow('Internal_Associates')).toHaveTextContent(/^Off$/);
  expect(valueNow('Connect_B2B_User')).toHaveTextContent(/^Default \(On\)$/);
});

it("sets a group's value and says open pages see it on their next evaluation", async () => {
  const label = `Value of ${FLAG.key} for Connect_B2B_User`;
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: label }), 'false');
  await userEvent.click(screen.getByRole('button', { name: `Save ${label}` }));
  expect(
    await screen.findByText(
      `${FLAG.key} is now Off for Connect_B2B_User. Open pages see it on their next evaluation.`,
    ),
  ).toBeInTheDocument();
  expect(run).toHaveBeenCalledWith(CsrSetFeatureFlagValueDocument, {
    key: FLAG.key,
    group: 'Connect_B2B_User',
    value: 'false',
  });
});

describe('flag values as text', () => {
  it('reads and writes the JSON text the API speaks', () => {
    expect(displayFlagValue('boolean', 'true')).toBe('On');
    expect(displayFlagValue('string', '"beta"')).toBe('beta');
    expect(formValueOf(undefined)).toBe('');
    expect(formValueOf('12')).toBe('12');
    expect(valueToSend('')).toBeNull();
    expect(valueToSend('false')).toBe('false');
    expect(flagValueProblem('number', 'abc')).toBe('Enter a number.');
    expect(flagValueProblem('number', '')).toBeNull();
  });
});
