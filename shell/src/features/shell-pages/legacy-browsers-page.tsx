// /pages/legacy-browsers: where Internet Explorer is sent (spec 2).
import { brand } from '@portal/rules';

const BROWSERS = [
  { name: 'Safari', url: 'https://www.apple.com/safari/' },
  { name: 'Firefox', url: 'https://www.mozilla.org/firefox/new/' },
  { name: 'Chrome', url: 'https://www.google.com/chrome/' },
  { name: 'Edge', url: 'https://www.microsoft.com/edge' },
] as const;

export function LegacyBrowsersPage() {
  return (
    <section className="shell-page" aria-labelledby="legacy-title">
      <h1 id="legacy-title">Your Browser is Not Supported</h1>
      <p className="shell-page__lead">
        {brand.titleSuffix} uses features that Internet Explorer and other outdated browsers do not have. To
        order parts, manage your fleet and take training, please use the current version of Safari, Firefox,
        Chrome or Edge.
      </p>
      <ul className="browser-list">
        {BROWSERS.map((browser) => (
          <li key={browser.name}>
            <a href={browser.url} rel="noopener noreferrer">
              Get the current version of {browser.name}
            </a>
          </li>
        ))}
      </ul>
      <p>
        Need to place an order right now? Call {brand.helpLineWithOption} and our team will take it over the
        phone.
      </p>
    </section>
  );
}
