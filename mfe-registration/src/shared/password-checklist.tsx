// The live password checklist (spec 5): each rule turns green when met.
import { PASSWORD_CHECKLIST } from '@portal/rules/validation';

export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <ul className="password-checklist" id={id} aria-label="Password requirements">
      {PASSWORD_CHECKLIST.map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.id} className={met ? 'is-met' : 'is-unmet'} data-rule={rule.id} data-met={met}>
            <span aria-hidden="true">{met ? '✓' : '•'}</span> {rule.label}
            <span className="visually-hidden">{met ? ' (met)' : ' (not met)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
