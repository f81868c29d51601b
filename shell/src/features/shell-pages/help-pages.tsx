// /pages/help and its seven topic pages: what customers of the portal most often ask.
import type { ReactNode } from 'react';
import { Link } from '@portal/shared-session/routing';
import { brand } from '@portal/rules';
import { HELP_TOPICS } from '../../shared/menus';

export type HelpTopicSlug = (typeof HELP_TOPICS)[number]['slug'];

const phone = () => <a href={`tel:${brand.helpLineTel}`}>{brand.helpLineWithOption}</a>;
const email = () => <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>;

interface HelpTopicContent {
  summary: string;
  body: () => ReactNode;
}

export const HELP_CONTENT: Record<HelpTopicSlug, HelpTopicContent> = {
  'contact-us': {
    summary: 'Phone, e-mail and mailing address of our customer service team.',
    body: () => (
      <>
        <h2>Call us</h2>
        <p>
          Parts, service and training questions: {phone()}, {brand.helpLineHours}. Have your account number,
          unit serial number or order number ready so we can help you faster.
        </p>
        <h2>Write to us</h2>
        <p>
          E-mail {email()} with your name, company and the unit serial number or order number. We answer
          within one business day.
        </p>
        <h2>Mail</h2>
        <address>
          {brand.companyName}
          <br />
          {brand.postalAddress.street}
          <br />
          {brand.postalAddress.city}, {brand.postalAddress.region} {brand.postalAddress.postalCode}
          <br />
          {brand.postalAddress.country}
        </address>
        <h2>Outside the United States and Canada</h2>
        <p>
          Our international sales team quotes parts and equipment worldwide:{' '}
          <a href={`mailto:${brand.internationalSalesEmail}`}>{brand.internationalSalesEmail}</a>.
        </p>
      </>
    ),
  },
  'my-account': {
    summary: 'Account details, addresses, payment methods, shopping lists and notifications.',
    body: () => (
      <>
        <h2>Personal accounts</h2>
        <p>
          In <Link to="/pages/my-account">My Account</Link> you can edit your name and contact details, keep
          an address book with default shipping and billing addresses, save payment cards (we store only a
          token and the last four digits), build shopping lists for parts you reorder and see your supply and
          training order history.
        </p>
        <h2>Business accounts</h2>
        <p>
          Business users manage their work from the <Link to="/pages/dashboard">dashboard</Link>: fleet,
          service requests, product notices, warranty, orders and invoices. What you see depends on the
          permissions your company’s portal administrator gives you. If a page you need is missing, ask your
          administrator, or call {phone()}.
        </p>
        <h2>Notification settings</h2>
        <p>
          Choose whether safety and service notices reach you by e-mail, text or both, and which severities
          you want to hear about.
        </p>
        <h2>Companies with several locations</h2>
        <p>
          Users of a parent company can view one company at a time or all of them together. The name under
          “Viewing as” in the header shows which one you are working in. Checkout and My Account are available
          only for the company you registered with.
        </p>
      </>
    ),
  },
  'login-and-registration': {
    summary: 'Creating an account, activating it and signing in.',
    body: () => (
      <>
        <h2>Which account do I need?</h2>
        <p>
          Choose a <strong>business</strong> account if you own, work for or represent a company that runs our
          equipment: you can view fleet and business information and order replacement parts for it. Choose a{' '}
          <strong>personal</strong> account for your own shopping; personal accounts are available in the
          United States and Canada. <Link to="/pages/registration">Create an account</Link>.
        </p>
        <h2>Activating your account</h2>
        <p>
          After registering you receive an e-mail with an activation link. The link is valid for 7 days; if it
          has expired you can ask for a new one from the link’s page. Business registrations from a company we
          do not yet recognise are reviewed by our team first, usually within one business day.
        </p>
        <h2>Invited by your company</h2>
        <p>
          If your company’s administrator created your user, follow the link in the invitation e-mail to
          choose a password and accept the terms.
        </p>
        <h2>Passwords</h2>
        <p>
          Passwords have at least eight characters, an uppercase and a lowercase letter, and a number or a
          special character. Use “Forgot password” on the sign-in page to reset yours.
        </p>
        <h2>Still cannot sign in?</h2>
        <p>
          Call {phone()} or write to {email()}.
        </p>
      </>
    ),
  },
  'order-tracking': {
    summary: 'Where your order is and when it ships.',
    body: () => (
      <>
        <h2>Finding your order</h2>
        <p>
          Personal customers find their orders under{' '}
          <Link to="/pages/my-account/orderHistoryPage">Order History</Link>; business customers under Supply
          Orders on the dashboard. Each line shows its own status, because parts of one order can ship from
          different warehouses.
        </p>
        <h2>What the dates mean</h2>
        <ul>
          <li>
            <strong>Ship Date</strong>: the line has shipped on that day.
          </li>
          <li>
            <strong>Estimated Ship Date</strong>: the date the warehouse expects to ship the line.
          </li>
          <li>
            <strong>Pending</strong>: the line is being scheduled; a date appears within one business day.
          </li>
        </ul>
        <h2>Tracking numbers</h2>
        <p>
          When a line ships, its carrier tracking number appears on the order and in your shipping
          confirmation e-mail. Parcel tracking numbers link straight to the carrier’s page; freight shipments
          show the carrier and the bill of lading number.
        </p>
      </>
    ),
  },
  'returns-and-exchanges': {
    summary: 'Returning parts that are wrong, damaged or no longer needed.',
    body: () => (
      <>
        <h2>Returns</h2>
        <p>
          Most stocked parts in new, unused condition can be returned within 30 days of delivery. Call{' '}
          {phone()} to get a return authorization number before sending anything back, and write the number on
          the outside of the package.
        </p>
        <h2>Parts we cannot take back</h2>
        <ul>
          <li>Hydraulic hose assemblies and other parts made or cut to order</li>
          <li>Electrical components that have been installed</li>
          <li>Decals, manuals and kits with opened packaging</li>
        </ul>
        <h2>Damaged or wrong parts</h2>
        <p>
          If a part arrives damaged or is not what you ordered, tell us within 5 business days. We ship the
          replacement and send a prepaid return label; there is no restocking fee.
        </p>
        <h2>Warranty</h2>
        <p>
          Parts that fail under warranty are handled as a warranty claim, not a return. Business customers can
          submit claims from the dashboard’s Warranty page.
        </p>
        <h2>Training courses</h2>
        <p>
          Courses that have not been started can be refunded within 30 days of purchase. Contact {email()}.
        </p>
      </>
    ),
  },
  shipping: {
    summary: 'How and when parts ship, and where we ship to.',
    body: () => (
      <>
        <h2>When parts ship</h2>
        <p>
          Parts in stock are expected to ship within 1 business day. When a part is not in stock the product
          page asks you to call {phone()} for an estimated shipment date.
        </p>
        <h2>Where we ship</h2>
        <p>
          We ship to addresses in the United States and Canada. Canadian prices are shown in Canadian dollars
          (CAD$). For deliveries elsewhere, contact our international sales team at{' '}
          <a href={`mailto:${brand.internationalSalesEmail}`}>{brand.internationalSalesEmail}</a>.
        </p>
        <h2>Large and heavy items</h2>
        <p>
          Booms, outriggers, winches and other large components ship by freight. We call the delivery contact
          to schedule a delivery window; please make sure someone is there to sign for it and that a forklift
          or loading dock is available.
        </p>
        <h2>Shipping addresses</h2>
        <p>
          Business shipping addresses come from your company’s account; ask your administrator or call us to
          add a new one. Personal customers manage theirs in the address book.
        </p>
      </>
    ),
  },
  'other-help-topics': {
    summary: 'Training courses, prices, tax exemption and browsers.',
    body: () => (
      <>
        <h2>Training courses</h2>
        <p>
          Buy operator, maintenance and safety courses in the{' '}
          <Link to="/pages/training-store">Training Store</Link>. After checkout the course appears in your
          learning account; business customers can buy seats for their crews and see course orders on the
          dashboard.
        </p>
        <h2>Prices</h2>
        <p>
          Prices in the United States and for worldwide customers are in US dollars; Canadian customers see
          prices in Canadian dollars. Business customers see the prices of their company’s agreement once
          signed in.
        </p>
        <h2>Tax exemption</h2>
        <p>
          Business customers can apply for tax-exempt status when registering. Send your exemption certificate
          to {email()} and we will update your account.
        </p>
        <h2>Supported browsers</h2>
        <p>Use the current version of Safari, Firefox, Chrome or Edge. Internet Explorer is not supported.</p>
        <h2>Purchasing systems (punchout)</h2>
        <p>
          Companies that order through their own purchasing system reach the store from that system; carts are
          sent back to it for approval instead of being checked out here.
        </p>
      </>
    ),
  },
};

export function HelpIndexPage() {
  return (
    <section className="shell-page help-page" aria-labelledby="help-title">
      <h1 id="help-title">Help Center</h1>
      <p className="shell-page__lead">
        Answers to the questions we hear most. Can’t find what you need? Call {phone()}.
      </p>
      <ul className="help-topics">
        {HELP_TOPICS.map((topic) => (
          <li key={topic.slug} className="help-topics__item">
            <h2>
              <Link to={`/pages/help/${topic.slug}`}>{topic.title}</Link>
            </h2>
            <p>{HELP_CONTENT[topic.slug].summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HelpTopicPage({ slug }: { slug: HelpTopicSlug }) {
  const topic = HELP_TOPICS.find((t) => t.slug === slug);
  const content = HELP_CONTENT[slug];
  return (
    <article className="shell-page help-page" aria-labelledby="help-topic-title">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to="/pages/help">Help Center</Link>
          </li>
          <li aria-current="page">{topic?.title}</li>
        </ol>
      </nav>
      <h1 id="help-topic-title">{topic?.title}</h1>
      <p className="shell-page__lead">{content.summary}</p>
      {content.body()}
      <nav aria-label="Other help topics" className="help-page__more">
        <h2>Other help topics</h2>
        <ul>
          {HELP_TOPICS.filter((t) => t.slug !== slug).map((t) => (
            <li key={t.slug}>
              <Link to={`/pages/help/${t.slug}`}>{t.title}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
