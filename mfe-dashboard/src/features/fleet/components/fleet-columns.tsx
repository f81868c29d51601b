// My Fleet's columns (issue 38): every one the API sorts by, in the business's words; a view shows some of them.
import { formatDate } from '@portal/shared-session';
import type { DataColumn } from '@portal/shared-ui/list-kit';
import { INSPECTION_LABELS, type MyFleetColumn } from '@portal/rules/fleet';
import { unitLocation } from '../../../shared/format';
import { unitSerialColumn } from '../../../shared/unit-serial-column';
import type { FleetUnitSummary } from '../types/fleet';
import { hours, StatusFlag } from './unit-maintenance';

const column = (
  field: MyFleetColumn,
  label: string,
  cell: DataColumn<FleetUnitSummary>['cell'],
): DataColumn<FleetUnitSummary> => ({ field, label, sortable: true, cell });

export const FLEET_COLUMNS: Record<MyFleetColumn, DataColumn<FleetUnitSummary>> = {
  unitSerial: unitSerialColumn<FleetUnitSummary>(),
  customerVehicleNumber: column('customerVehicleNumber', 'Vehicle Number', (u) => u.customerVehicleNumber),
  model: column('model', 'Model', (u) => u.model),
  productLine: column('productLine', 'Product Line', (u) => u.productLine),
  customerName: column('customerName', 'Customer', (u) => u.customerName),
  currentLocation: column('currentLocation', 'Location', (u) => unitLocation(u)),
  inServiceDate: column('inServiceDate', 'In-Service Date', (u) => formatDate(u.inServiceDate)),
  hourMeter: column('hourMeter', 'Hours', (u) => hours(u.hourMeter)),
  utilisationPercent: column('utilisationPercent', 'Utilisation', (u) =>
    u.utilisationPercent === null ? '—' : `${u.utilisationPercent}%`,
  ),
  nextInspectionOn: column('nextInspectionOn', 'Next Inspection', (u) =>
    u.nextInspectionOn === null
      ? 'None owed'
      : `${formatDate(u.nextInspectionOn)}${u.nextInspectionKind ? ` (${INSPECTION_LABELS[u.nextInspectionKind]})` : ''}`,
  ),
  dueStatus: column('dueStatus', 'Due Status', (u) => <StatusFlag status={u.dueStatus} />),
  openSrCount: column('openSrCount', 'Open Service Requests', (u) => u.openSrCount),
  bulletinCount: column('bulletinCount', 'Open APNs', (u) => u.bulletinCount),
  warning: column('warning', 'Warning', (u) => u.warning),
};
