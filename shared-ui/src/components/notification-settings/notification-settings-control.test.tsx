import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NotificationSettingsControl,
  type NotificationSettingsControlProps,
} from './notification-settings-control';

const saved = {
  notificationStatus: 'Email',
  highSeverity: true,
  mediumSeverity: false,
  lowSeverity: false,
} as const;

function setup(props: Partial<NotificationSettingsControlProps> = {}) {
  const onSave = jest.fn();
  render(<NotificationSettingsControl value={saved} onSave={onSave} textEnabled {...props} />);
  return { onSave, user: userEvent.setup() };
}

const box = (name: string) => screen.getByRole('checkbox', { name });
const mode = () => screen.getByRole('combobox', { name: 'Notification type' });
const save = () => screen.getByRole('button', { name: 'Save' });

describe('NotificationSettingsControl', () => {
  it('starts from the saved setting with Save disabled until something changes', async () => {
    const { user, onSave } = setup();
    expect(mode()).toHaveValue('Email');
    expect(box('High')).toBeChecked();
    expect(box('Medium')).not.toBeChecked();
    expect(save()).toBeDisabled();
    await user.click(box('Medium'));
    expect(save()).toBeEnabled();
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith({ ...saved, mediumSeverity: true });
  });

  it('keeps the only checked box checked', async () => {
    const { user } = setup();
    await user.click(box('High'));
    expect(box('High')).toBeChecked();
    expect(save()).toBeDisabled();
  });

  it('Off clears and disables the severities; leaving Off checks all three', async () => {
    const { user, onSave } = setup();
    await user.selectOptions(mode(), 'Off');
    for (const name of ['High', 'Medium', 'Low']) {
      expect(box(name)).not.toBeChecked();
      expect(box(name)).toBeDisabled();
    }
    await user.selectOptions(mode(), 'Email & Text');
    for (const name of ['High', 'Medium', 'Low']) expect(box(name)).toBeChecked();
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith({
      notificationStatus: 'Email & Text',
      highSeverity: true,
      mediumSeverity: true,
      lowSeverity: true,
    });
  });

  it('hides Off when it is not allowed and disables the text modes without a text-enabled number', () => {
    setup({ allowOff: false, textEnabled: false });
    expect(screen.queryByRole('option', { name: 'Off' })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Text' })).toBeDisabled();
    expect(mode()).toBeDisabled();
  });

  it('is view-only: nothing editable and Save disabled', () => {
    setup({ viewOnly: true, ignoreChanges: true });
    expect(mode()).toBeDisabled();
    expect(box('High')).toBeDisabled();
    expect(save()).toBeDisabled();
  });

  it('Save is enabled without changes when changes are ignored', async () => {
    const { user, onSave } = setup({ ignoreChanges: true });
    expect(save()).toBeEnabled();
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith(saved);
  });
});
