// The US/CA switch guests see in the header (spec 9: "Locales en_US, en_CA with US and CA flags").
import { changeLocale, LOCALE_CHOICES, useLocale } from '@portal/shared-session';

function Flag({ code }: { code: 'US' | 'CA' }) {
  if (code === 'US') {
    return (
      <svg className="flag" viewBox="0 0 19 10" width="19" height="10" aria-hidden="true" focusable="false">
        <rect width="19" height="10" fill="#b22234" />
        {[1, 3, 5, 7, 9].map((y) => (
          <rect key={y} y={(y * 10) / 13} width="19" height={10 / 13} fill="#fff" />
        ))}
        <rect width="7.6" height={(7 * 10) / 13} fill="#3c3b6e" />
      </svg>
    );
  }
  return (
    <svg className="flag" viewBox="0 0 20 10" width="20" height="10" aria-hidden="true" focusable="false">
      <rect width="20" height="10" fill="#d52b1e" />
      <rect x="5" width="10" height="10" fill="#fff" />
      <path
        d="M10 2 11 4.2 12.6 3.6 12 6.2 13.4 6 10.4 8V9.4h-.8V8L6.6 6 8 6.2 7.4 3.6 9 4.2Z"
        fill="#d52b1e"
      />
    </svg>
  );
}

export function LocaleSwitch() {
  const locale = useLocale();
  return (
    <div className="locale-switch" role="group" aria-label="Country and currency">
      {LOCALE_CHOICES.map((choice) => (
        <button
          key={choice.locale}
          type="button"
          className="locale-switch__button"
          aria-pressed={locale === choice.locale}
          data-locale={choice.locale}
          onClick={() => {
            if (locale !== choice.locale) changeLocale(choice.locale);
          }}
        >
          <Flag code={choice.code} />
          {/* the name begins with the visible code, so voice control answers to what is seen (WCAG 2.5.3) */}
          {choice.code}
          <span className="visually-hidden"> {choice.country}</span>
        </button>
      ))}
    </div>
  );
}
