import { render, screen } from '@testing-library/react';
import { activeBanner, bannerAlertKind } from './active-banner';
import type { Banner } from './active-banner';
import { sanitizeBannerHtml } from './sanitize-banner';
import { BannerView } from './banner-view';

const at = (iso: string) => new Date(iso);
const banner = (id: string, start: string, end: string, type = 'info', message = `Banner ${id}`): Banner => ({
  id,
  startDateTime: start,
  endDateTime: end,
  type,
  message,
});

describe('activeBanner', () => {
  const list = [
    banner('past', '2026-01-01T00:00:00Z', '2026-01-10T00:00:00Z'),
    banner('long', '2026-01-05T00:00:00Z', '2026-03-01T00:00:00Z'),
    banner('short', '2026-02-01T00:00:00Z', '2026-02-02T00:00:00Z'),
    banner('future', '2026-06-01T00:00:00Z', '2026-06-02T00:00:00Z'),
  ];

  it('picks the banner whose window contains now', () => {
    expect(activeBanner(list, at('2026-01-20T00:00:00Z'))?.id).toBe('long');
  });

  it('lets the last match win when windows overlap', () => {
    expect(activeBanner(list, at('2026-02-01T12:00:00Z'))?.id).toBe('short');
    expect(activeBanner(list, at('2026-01-07T00:00:00Z'))?.id).toBe('long');
  });

  it('includes both ends of the window', () => {
    expect(activeBanner(list, at('2026-06-01T00:00:00Z'))?.id).toBe('future');
    expect(activeBanner(list, at('2026-06-02T00:00:00Z'))?.id).toBe('future');
  });

  it('finds none outside every window, or in an empty list', () => {
    expect(activeBanner(list, at('2026-04-01T00:00:00Z'))).toBeNull();
    expect(activeBanner([], at('2026-04-01T00:00:00Z'))).toBeNull();
  });

  it('ignores a banner with unreadable dates', () => {
    expect(activeBanner([banner('bad', 'soon', 'later')], at('2026-04-01T00:00:00Z'))).toBeNull();
  });
});

describe('bannerAlertKind', () => {
  it('maps the type to an alert style', () => {
    expect(bannerAlertKind('warning')).toBe('warning');
    expect(bannerAlertKind('danger')).toBe('danger');
    expect(bannerAlertKind('success')).toBe('success');
    expect(bannerAlertKind('info')).toBe('info');
    expect(bannerAlertKind('purple')).toBe('info');
  });
});

describe('sanitised banner message', () => {
  const malicious =
    'Maintenance tonight <script>window.__pwned = true</script><img src=x onerror="window.__pwned=true">' +
    '<a href="javascript:alert(1)">click</a> <a href="https://status.example/">status</a> <b onclick="x()">bold</b>';

  it('drops scripts, event handlers and javascript: links but keeps text, formatting and safe links', () => {
    const html = sanitizeBannerHtml(malicious);
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<img/i);
    expect(html).toContain('Maintenance tonight');
    expect(html).toContain('<a href="https://status.example/" rel="noopener noreferrer">status</a>');
    expect(html).toContain('<b>bold</b>');
  });

  it('renders in its alert style without running anything', () => {
    const w = window as unknown as { __pwned?: boolean };
    render(
      <BannerView
        banner={banner('x', '2026-01-01T00:00:00Z', '2026-12-31T00:00:00Z', 'warning', malicious)}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('data-kind', 'warning');
    expect(alert).toHaveTextContent('Maintenance tonight');
    expect(alert.querySelector('script, img')).toBeNull();
    expect(screen.getByRole('link', { name: 'status' })).toHaveAttribute('href', 'https://status.example/');
    expect(w.__pwned).toBeUndefined();
  });
});
