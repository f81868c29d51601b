import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import { Router } from '@portal/shared-session/routing';

import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import {
  AddEmailDomainRuleDocument,
  DeleteEmailDomainRuleDocument,
  EmailDomainRulesDocument,
} from '../../gql/graphql';
import EmailDomainsPage from './email-domains-page';
import { testNavigator } from '@portal/shared-session/testing';

jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  runGraphQL: jest.fn(),
}));
const run = runGraphQL as jest.MockedFunction<typeof runGraphQL>;

const navigator = testNavigator();
const rule = {
  domain: 'keystone.example',
  customerName: 'Keystone',
  customerNumber: 'K1',
  registrationAllowed: true,
};
const answers = new Map<unknown, unknown>([
  [EmailDomainRulesDocument, { getEmails: [rule] }],
  [AddEmailDomainRuleDocument, { addEmail: rule }],
  [DeleteEmailDomainRuleDocument, { deleteEmail: true }],
]);
const calls = (document: unknown) => run.mock.calls.filter(([d]) => d === document);

beforeEach(() => {
  jest.clearAllMocks();
  sessionStore.setState({ ...createInitialSessionState(), initialized: true }, true);
  // stands in for every typed document this page sends
  run.mockImplementation((async (document: unknown) =>
    answers.get(document)) as unknown as typeof runGraphQL);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router location="/pages/csr/customerSupport/emailDomains" navigator={navigator}>
        <EmailDomainsPage />
      </Router>
    </QueryClientProvider>,
  );
});

it('adds a rule for a customer number', async () => {
  const form = screen.getByRole('form', { name: 'Add a rule' });
  await userEvent.click(within(form).getByRole('button', { name: 'Add Rule' }));
  expect(await within(form).findByText('Domain is required.')).toBeInTheDocument();
  expect(within(form).getByText('Customer number is required.')).toBeInTheDocument();
  expect(calls(AddEmailDomainRuleDocument)).toHaveLength(0);
  await userEvent.type(within(form).getByRole('textbox', { name: 'Domain' }), 'lift.example');
  await userEvent.type(within(form).getByRole('textbox', { name: 'Customer number' }), '7007');
  await userEvent.click(within(form).getByRole('checkbox', { name: 'Registration allowed' }));
  await userEvent.click(within(form).getByRole('button', { name: 'Add Rule' }));
  expect(await screen.findByText('The rule for lift.example was added.')).toBeInTheDocument();
  expect(calls(AddEmailDomainRuleDocument)[0]?.[1]).toEqual({
    rule: { domain: 'lift.example', customerNumber: '7007', registrationAllowed: false },
  });
});

it('deletes a rule only after confirmation', async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Delete the rule for keystone.example' }));
  expect(calls(DeleteEmailDomainRuleDocument)).toHaveLength(0);
  await userEvent.click(
    within(await screen.findByRole('dialog', { name: 'Delete rule' })).getByRole('button', {
      name: 'Delete',
    }),
  );
  expect(await screen.findByText('The rule for keystone.example was deleted.')).toBeInTheDocument();
  expect(calls(DeleteEmailDomainRuleDocument)[0]?.[1]).toEqual({ domain: 'keystone.example' });
});
