// The lists' "Unit Serial" column: the serial links to the unit's page; a row without a unit shows a dash.
import { Link } from '@portal/shared-session/routing';
import type { DataColumn } from '@portal/shared-ui/list-kit';

const UNIT_PAGE = '/pages/dashboard/equipment/fleet/unit';

export function unitSerialColumn<
  R extends { instanceId?: string | null; unitSerial?: string | null },
>(): DataColumn<R> {
  return {
    field: 'unitSerial',
    label: 'Unit Serial',
    sortable: true,
    cell: (row) =>
      row.instanceId && row.unitSerial ? (
        <Link to={`${UNIT_PAGE}/${encodeURIComponent(row.instanceId)}`}>{row.unitSerial}</Link>
      ) : (
        '—'
      ),
  };
}
