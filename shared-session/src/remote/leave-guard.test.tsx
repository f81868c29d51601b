import { act, render, screen } from '@testing-library/react';
import { releaseLeaveGuard, useLeaveGuard } from './leave-guard';
import { portalNavigator } from './portal-location';

function Page({ dirty }: { dirty: boolean }) {
  const guard = useLeaveGuard(dirty);
  return (
    <>
      <p>{guard.asking ? 'asking' : 'quiet'}</p>
      <button onClick={guard.stay}>Stay</button>
      <button onClick={guard.leave}>Leave</button>
    </>
  );
}

const press = (name: string) => screen.getByRole('button', { name }).click();

const path = () => window.location.pathname;

/** Resolves on the next popstate (jsdom moves through history asynchronously). */
const popped = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

beforeEach(() => {
  releaseLeaveGuard();
  window.history.replaceState(null, '', '/pages/dashboard/admin/groups');
});

it('holds a link while the page has unsaved changes, and follows it once the user leaves', () => {
  render(<Page dirty />);
  act(() => portalNavigator.push('/pages/dashboard'));
  expect(path()).toBe('/pages/dashboard/admin/groups');
  expect(screen.getByText('asking')).toBeInTheDocument();

  act(() => press('Stay'));
  expect(screen.getByText('quiet')).toBeInTheDocument();
  expect(path()).toBe('/pages/dashboard/admin/groups');

  act(() => portalNavigator.push('/pages/dashboard'));
  act(() => press('Leave'));
  expect(path()).toBe('/pages/dashboard');
});

it('lets every navigation through when nothing is unsaved, or once the changes are saved', () => {
  const { rerender } = render(<Page dirty={false} />);
  act(() => portalNavigator.push('/pages/dashboard/equipment/fleet'));
  expect(path()).toBe('/pages/dashboard/equipment/fleet');

  rerender(<Page dirty />);
  releaseLeaveGuard();
  act(() => portalNavigator.push('/pages/dashboard'));
  expect(path()).toBe('/pages/dashboard');
  expect(screen.getByText('quiet')).toBeInTheDocument();
});

it('puts the page back when Back left it, and asks', async () => {
  window.history.pushState(null, '', '/pages/dashboard/admin/groups?page=2');
  render(<Page dirty />);
  const back = popped();
  act(() => window.history.back());
  await act(() => back);
  expect(`${path()}${window.location.search}`).toBe('/pages/dashboard/admin/groups?page=2');
  expect(screen.getByText('asking')).toBeInTheDocument();

  const left = popped();
  act(() => press('Leave'));
  await act(() => left);
  expect(`${path()}${window.location.search}`).toBe('/pages/dashboard/admin/groups');
});

it('asks the browser before a reload or a closed tab, only while changes are unsaved', () => {
  const unload = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  const { rerender } = render(<Page dirty />);
  expect(unload()).toBe(true);
  rerender(<Page dirty={false} />);
  expect(unload()).toBe(false);
});
