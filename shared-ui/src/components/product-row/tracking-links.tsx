// Tracking numbers (spec 2 'Product row'; the tracking picker): UPS-style numbers link to the carrier's page in a
// new tab, other numbers show as text.
import { trackingUrl } from './product-row-rules';

export interface TrackingLinksProps {
  trackingNumbers: readonly string[];
  /** Default 'Tracking'. */
  label?: string;
}

export function TrackingLinks({ trackingNumbers, label = 'Tracking' }: TrackingLinksProps) {
  if (trackingNumbers.length === 0) return null;
  return (
    <span className="pui-tracking">
      <span className="pui-tracking__label">{label}:</span>{' '}
      {trackingNumbers.map((number, index) => {
        const url = trackingUrl(number);
        return (
          <span key={number}>
            {index > 0 && ', '}
            {url ? (
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Track ${number} (opens in a new tab)`}
              >
                {number}
              </a>
            ) : (
              number
            )}
          </span>
        );
      })}
    </span>
  );
}
