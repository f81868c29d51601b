import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { CheckboxField, SelectField, TextField } from './form-field';

const schema = yup.object({
  city: yup.string().required('City is required.'),
  state: yup.string().required('State/Province is required.'),
  terms: yup.boolean().oneOf([true], 'Terms and conditions must be accepted.'),
});

function Sample({ onSubmit = jest.fn() }: { onSubmit?: (values: unknown) => void }) {
  return (
    <Formik
      initialValues={{ city: '', state: '', terms: false }}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <TextField name="city" label="City" required className="wide" format={(v) => v.toUpperCase()} />
        <SelectField
          name="state"
          label="State/Province"
          placeholder="Select State/Province"
          options={[
            { code: 'TX', name: 'Texas' },
            { code: 'OH', name: 'Ohio' },
          ]}
        />
        <CheckboxField name="terms" label="I accept the terms and conditions" />
        <button type="submit">Save</button>
      </Form>
    </Formik>
  );
}

it('shows no error before the field is touched or a submit failed', async () => {
  render(<Sample />);
  expect(screen.queryByText('City is required.')).toBeNull();
  expect(screen.getByLabelText('City')).not.toHaveAttribute('aria-invalid');
});

it('shows the error once the field is left, and describes the control with it', async () => {
  render(<Sample />);
  const user = userEvent.setup();
  await user.click(screen.getByLabelText('City'));
  await user.tab();
  expect(await screen.findByText('City is required.')).toBeVisible();
  expect(screen.getByLabelText('City')).toHaveAccessibleDescription('City is required.');
  expect(screen.getByLabelText('City')).toHaveAttribute('aria-invalid', 'true');
  // the state was not visited: still quiet
  expect(screen.queryByText('State/Province is required.')).toBeNull();
});

it('shows every error after a failed submit and clears each as it is fixed', async () => {
  const onSubmit = jest.fn();
  render(<Sample onSubmit={onSubmit} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('State/Province is required.')).toBeVisible();
  expect(screen.getByText('City is required.')).toBeVisible();
  expect(screen.getByText('Terms and conditions must be accepted.')).toBeVisible();
  expect(onSubmit).not.toHaveBeenCalled();

  await user.type(screen.getByLabelText('City'), 'austin');
  await user.selectOptions(screen.getByLabelText('State/Province'), 'TX');
  await user.click(screen.getByLabelText('I accept the terms and conditions'));
  expect(screen.queryByText('State/Province is required.')).toBeNull();
  expect(screen.queryByText('City is required.')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalledWith({ city: 'AUSTIN', state: 'TX', terms: true }, expect.anything());
});

it('passes the ref to the control and extra classes to the wrapper', () => {
  const ref = createRef<HTMLInputElement>();
  render(
    <Formik initialValues={{ name: '' }} onSubmit={jest.fn()}>
      <TextField name="name" label="List Name" ref={ref} className="wide" maxLength={100} />
    </Formik>,
  );
  expect(ref.current).toBe(screen.getByLabelText('List Name'));
  expect(ref.current).toHaveAttribute('maxLength', '100');
  expect(ref.current?.closest('[data-field="name"]')).toHaveClass('pui-field', 'wide');
});
