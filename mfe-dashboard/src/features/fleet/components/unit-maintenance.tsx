// The unit page's fleet-manager sections (issue 38): hour meter and use week by week (an SVG chart with its figures
// as a table), inspections and the maintenance plan with their due dates and flags (dated by @portal/rules/fleet in
// the API), and the parts kit of the next service, added to the supply cart in one click.
import { useState, type ReactNode } from 'react';
import { addToCart, formatDate, formatPrice, useLocale } from '@portal/shared-session';
import { Link } from '@portal/shared-session/routing';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import type { UnitDetails } from '../types/fleet';

type Maintenance = UnitDetails['maintenance'];
type Kit = NonNullable<UnitDetails['partsKit']>;
type Status = Maintenance['status'];

export const STATUS_LABELS: Record<Status, string> = { OVERDUE: 'Overdue', DUE_SOON: 'Due Soon', OK: 'OK' };

export function StatusFlag({ status }: { status: Status }) {
  return <span className={`dash-due dash-due--${status.toLowerCase()}`}>{STATUS_LABELS[status]}</span>;
}

export const hours = (n: number | null) => (n === null ? '—' : `${n.toLocaleString('en-US')} h`);

function UsageChart({ usage }: { usage: Maintenance['usage'] }) {
  const max = Math.max(1, ...usage.map((w) => w.hours));
  const total = usage.reduce((sum, w) => sum + w.hours, 0);
  const barWidth = 100 / usage.length;
  return (
    <figure className="dash-usage">
      <figcaption id="unit-usage-caption">Hours of use per week, last {usage.length} weeks</figcaption>
      <svg
        role="img"
        aria-labelledby="unit-usage-caption"
        aria-describedby="unit-usage-summary"
        viewBox="0 0 100 40"
        preserveAspectRatio="none"
        className="dash-usage__chart"
      >
        {usage.map((w, i) => {
          const height = (w.hours / max) * 38;
          return (
            <rect
              key={w.weekStart}
              x={i * barWidth + barWidth * 0.15}
              y={40 - height}
              width={barWidth * 0.7}
              height={height}
              className="dash-usage__bar"
            />
          );
        })}
      </svg>
      <p id="unit-usage-summary">
        {Math.round(total * 10) / 10} hours over {usage.length} weeks; the busiest week {max} hours.
      </p>
      <details>
        <summary>Hours by week (table)</summary>
        <table className="dash-table">
          <caption>Hours of use by week</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">Hours</th>
              <th scope="col">Utilisation</th>
              <th scope="col">Hour Meter</th>
            </tr>
          </thead>
          <tbody>
            {usage.map((w) => (
              <tr key={w.weekStart}>
                <td>{formatDate(w.weekStart)}</td>
                <td>{w.hours}</td>
                <td>{w.utilisationPercent}%</td>
                <td>{hours(w.hourMeter)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

export function UnitHours({ maintenance: m }: { maintenance: Maintenance }) {
  return (
    <section aria-labelledby="unit-hours">
      <h2 id="unit-hours">Hours and Utilisation</h2>
      <dl className="dash-unit-facts">
        <dt>Hour Meter</dt>
        <dd>
          {hours(m.hourMeter)}
          {m.hourMeterReadOn ? ` (read ${formatDate(m.hourMeterReadOn)})` : ''}
        </dd>
        <dt>Recent Use</dt>
        <dd>
          {m.hoursPerDay === null
            ? '—'
            : `${m.hoursPerDay} h a day · ${m.utilisationPercent ?? 0}% utilisation`}
        </dd>
        <dt>Insulated</dt>
        <dd>{m.insulated ? 'Yes' : 'No'}</dd>
      </dl>
      {m.note && <p className="dash-note">{m.note}</p>}
      {m.hourMeter !== null && <UsageChart usage={m.usage} />}
    </section>
  );
}

/** A table that scrolls sideways in its own keyboard-reachable region at 390 px: headings and rows of cells. */
function ScrollTable({
  label,
  headings,
  rows,
}: {
  label: string;
  headings: string[];
  rows: [string, ReactNode[]][];
}) {
  return (
    <div className="dash-table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className="dash-table">
        <thead>
          <tr>
            {headings.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([key, cells]) => (
            <tr key={key}>
              {cells.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const lastDone = (on: string | null) => (on ? formatDate(on) : 'Never recorded');

export function UnitInspections({ maintenance: m }: { maintenance: Maintenance }) {
  return (
    <>
      <section aria-labelledby="unit-inspections">
        <h2 id="unit-inspections">Inspections</h2>
        {m.nextInspection && (
          <p>
            Next inspection: {m.nextInspection.label}, due {formatDate(m.nextInspection.dueOn)}{' '}
            <StatusFlag status={m.nextInspection.status} />
          </p>
        )}
        {m.inspections.length === 0 ? (
          <p className="dash-empty">No periodic inspections apply to this product line.</p>
        ) : (
          <ScrollTable
            label="Inspections table"
            headings={['Inspection', 'Last', 'Due', 'Status']}
            rows={m.inspections.map((i) => [
              i.kind,
              [i.label, lastDone(i.lastOn), formatDate(i.dueOn), <StatusFlag key="s" status={i.status} />],
            ])}
          />
        )}
      </section>
      <section aria-labelledby="unit-plan">
        <h2 id="unit-plan">Maintenance Plan</h2>
        <ScrollTable
          label="Maintenance plan table"
          headings={['Service', 'Every', 'Last', 'Due', 'Status']}
          rows={m.services.map((sv) => [
            sv.code,
            [
              sv.name,
              `${sv.everyHours === null ? '' : `${sv.everyHours} h or `}${sv.everyMonths} months`,
              lastDone(sv.lastOn),
              `${formatDate(sv.dueOn)}${sv.dueAtHours === null ? '' : ` or at ${hours(sv.dueAtHours)}`}`,
              <StatusFlag key="s" status={sv.status} />,
            ],
          ])}
        />
      </section>
    </>
  );
}

export function PartsKitSection({ kit, unitSerial }: { kit: Kit; unitSerial: string }) {
  const locale = useLocale();
  const [state, setState] = useState<'idle' | 'adding' | 'added' | 'failed'>('idle');
  const price = (n: number | null) => (n === null ? '—' : formatPrice(n, locale));
  const add = async () => {
    setState('adding');
    try {
      await addToCart(
        'supply-store',
        kit.lines.map((l) => ({ itemId: l.partNumber, quantity: l.quantity, unitSerial })),
      );
      setState('added');
    } catch {
      setState('failed');
    }
  };
  return (
    <section aria-labelledby="unit-kit">
      <h2 id="unit-kit">Parts Kit for the Next Service</h2>
      <p>
        {kit.serviceName}, due {formatDate(kit.dueOn)}
      </p>
      {kit.priceWithheld && <p className="dash-note">Prices are not shown for your account.</p>}
      <div className="dash-table-scroll" role="region" aria-label="Parts kit table" tabIndex={0}>
        <table className="dash-table">
          <thead>
            <tr>
              <th scope="col">Part Number</th>
              <th scope="col">Part</th>
              <th scope="col">Quantity</th>
              <th scope="col">Price</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {kit.lines.map((l) => (
              <tr key={l.partNumber}>
                <td>{l.partNumber}</td>
                <td>{l.name}</td>
                <td>{l.quantity}</td>
                <td>{price(l.unitPrice)}</td>
                <td>{price(l.extendedPrice)}</td>
              </tr>
            ))}
          </tbody>
          {kit.total !== null && (
            <tfoot>
              <tr>
                <th scope="row" colSpan={4}>
                  Kit Total
                </th>
                <td>{price(kit.total)}</td>
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {kit.mayOrder && (
        <Button onClick={() => void add()} disabled={state === 'adding'}>
          Add Kit to Cart
        </Button>
      )}
      {state === 'added' && (
        <Alert kind="success">
          {kit.lines.length} parts added to the cart. <Link to="/pages/store/cart">View Cart</Link>
        </Alert>
      )}
      {state === 'failed' && (
        <Alert kind="danger">The kit could not be added to the cart. Please try again.</Alert>
      )}
    </section>
  );
}
