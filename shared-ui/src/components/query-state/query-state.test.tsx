import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorState, LoadingState } from './query-state';

describe('query states', () => {
  it('says what is loading beside the spinner', () => {
    render(<LoadingState label="Loading courses" />);
    expect(screen.getByRole('status', { name: 'Loading courses' })).toBeInTheDocument();
    expect(screen.getByText('Loading courses')).toBeVisible();
  });

  it('shows the error and fetches again on Try again, which is left out without a retry', async () => {
    const retry = jest.fn();
    const { rerender } = render(<ErrorState message="The courses could not be loaded." onRetry={retry} />);
    expect(screen.getByText(/The courses could not be loaded\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    rerender(<ErrorState message="The courses could not be loaded." />);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
