import { watchHeadingFocus } from './heading-focus';

let main: HTMLElement;
let stop: () => void;

function navigate(path: string) {
  window.dispatchEvent(new Event('single-spa:before-routing-event'));
  window.history.pushState({}, '', path);
  window.dispatchEvent(new Event('single-spa:routing-event'));
}

function showPage(title: string) {
  main.innerHTML = '';
  const heading = document.createElement('h1');
  heading.textContent = title;
  main.append(heading);
  return heading;
}

/** MutationObserver callbacks run as microtasks. */
const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));

beforeEach(() => {
  window.history.replaceState({}, '', '/pages/store');
  document.body.innerHTML =
    '<header><a href="/pages/dashboard">Dashboard</a></header><main id="portal-main"></main>';
  main = document.getElementById('portal-main')!;
  showPage('Supply Store');
  stop = watchHeadingFocus(main);
});

afterEach(() => stop());

it('focuses the next page heading once the area renders it, and leaves the link it was reached by', async () => {
  const link = document.querySelector('a')!;
  link.focus();
  navigate('/pages/dashboard');
  // the old page is still there while the area loads: its heading is not the new page's
  expect(document.activeElement).toBe(link);
  const heading = showPage('Dashboard');
  await settle();
  expect(document.activeElement).toBe(heading);
  expect(heading).toHaveAttribute('tabindex', '-1');
});

it('leaves focus alone on the page load and on a change of query only', async () => {
  const field = document.createElement('input');
  main.append(field);
  window.dispatchEvent(new Event('single-spa:routing-event'));
  expect(document.activeElement).toBe(document.body);
  field.focus();
  navigate('/pages/store?q=bucket');
  await settle();
  expect(document.activeElement).toBe(field);
});

it('keeps focus in a field the user moved to while the page loaded', async () => {
  navigate('/pages/my-account');
  const field = document.createElement('input');
  main.replaceChildren(field);
  field.focus();
  const heading = document.createElement('h1');
  main.append(heading);
  await settle();
  expect(document.activeElement).toBe(field);
});

it('keeps open a menu the user opened while the page loaded (its button, or a link in its panel, keeps focus)', async () => {
  navigate('/pages/dashboard');
  const button = document.createElement('button');
  button.setAttribute('aria-expanded', 'true');
  button.setAttribute('aria-controls', 'user-menu');
  const panel = document.createElement('div');
  panel.id = 'user-menu';
  const link = document.createElement('a');
  link.href = '/pages/dashboard/equipment/fleet';
  panel.append(link);
  document.querySelector('header')!.append(button, panel);
  button.focus();
  showPage('Dashboard');
  await settle();
  expect(document.activeElement).toBe(button);

  link.focus();
  navigate('/pages/dashboard/equipment/apns');
  showPage('APNs');
  await settle();
  expect(document.activeElement).toBe(link);

  // once the menu is closed (a link in it navigated and closed it), the page's heading takes focus as usual
  button.setAttribute('aria-expanded', 'false');
  navigate('/pages/dashboard/equipment/warranty');
  const heading = showPage('Warranty');
  await settle();
  expect(document.activeElement).toBe(heading);
});

it('leaves focus in a dialog the new page opened', async () => {
  navigate('/pages/training-store/open-free-course-modal');
  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  const button = document.createElement('button');
  dialog.append(button);
  document.body.append(dialog);
  button.focus();
  showPage('Free Course');
  await settle();
  expect(document.activeElement).toBe(button);
});
