import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { TextField } from '../form-field';
import { FormDialog } from './form-dialog';

const schema = yup.object({ place: yup.string().trim().required('Place is required.') });

function setup(onSubmit: (values: { place: string }) => Promise<void>) {
  const onClose = jest.fn();
  render(
    <FormDialog
      title="Change Session"
      initialValues={{ place: 'Yard' }}
      validationSchema={schema}
      submitLabel="Save"
      onSubmit={onSubmit}
      messageOf={(e) => `Not saved: ${(e as Error).message}`}
      onClose={onClose}
    >
      <TextField name="place" label="Place" required />
    </FormDialog>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Change Session' });
  return { dialog, onClose, user: userEvent.setup() };
}

it('is a dialog holding a form of the same name, with Cancel and the submit button', async () => {
  const { dialog, onClose, user } = setup(jest.fn());
  expect(within(dialog).getByRole('form', { name: 'Change Session' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('sends nothing until the schema passes, and shows the field’s error', async () => {
  const onSubmit = jest.fn(async () => undefined);
  const { dialog, user } = setup(onSubmit);
  await user.clear(within(dialog).getByLabelText('Place'));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Place is required.')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
});

it('sends the values, and shows a refused save in the form, which stays open', async () => {
  const onSubmit = jest.fn(async () => {
    throw new Error('the room is booked');
  });
  const { dialog, user } = setup(onSubmit);
  await user.clear(within(dialog).getByLabelText('Place'));
  await user.type(within(dialog).getByLabelText('Place'), 'Watertown SD');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Not saved: the room is booked')).toBeInTheDocument();
  expect(onSubmit).toHaveBeenCalledWith({ place: 'Watertown SD' });
  expect(screen.getByRole('dialog', { name: 'Change Session' })).toBeInTheDocument();
});
