// The privileges as a group of checkboxes (create role, role editor).
import type { AllPrivilegesQuery } from '../../../gql/graphql';

export interface PrivilegeChecklistProps {
  legend: string;
  privileges: AllPrivilegesQuery['getAllPrivileges'];
  chosen: string[];
  onChange: (chosen: string[]) => void;
}

export function PrivilegeChecklist({ legend, privileges, chosen, onChange }: PrivilegeChecklistProps) {
  const toggle = (name: string, on: boolean) =>
    onChange(on ? [...chosen, name] : chosen.filter((p) => p !== name));
  return (
    <fieldset className="csr-checklist">
      <legend>{legend}</legend>
      {privileges.map((privilege) => (
        <label key={privilege.name} className="csr-choice">
          <input
            type="checkbox"
            checked={chosen.includes(privilege.name)}
            onChange={(e) => toggle(privilege.name, e.target.checked)}
          />
          {/* the name above its code: a long code wraps in its own column, never over the next one */}
          <span className="csr-choice-text">
            {privilege.displayName} <small className="csr-code">({privilege.name})</small>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
