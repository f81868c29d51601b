// Tests only: the six remotes' real area manifests, as remotes.json carries them, so the shell's guard and menu
// tests check the rules the remotes actually declare. Production shell code never imports a remote (lint rule
// portal/boundaries); it reads the manifests from remotes.json.
import { parseAreaManifest } from '@portal/shared-session';
import type { AreaManifest } from '@portal/shared-session';
import { area as store } from '../../../mfe-store/src/area';
import { area as training } from '../../../mfe-training/src/area';
import { area as dashboard } from '../../../mfe-dashboard/src/area';
import { area as myAccount } from '../../../mfe-my-account/src/area';
import { area as csr } from '../../../mfe-csr/src/area';
import { area as registration } from '../../../mfe-registration/src/area';

/** Through JSON and the parser, as the shell gets them. */
export const REAL_AREAS: readonly AreaManifest[] = [
  store,
  training,
  dashboard,
  myAccount,
  csr,
  registration,
].map((area) => parseAreaManifest(JSON.parse(JSON.stringify(area))));

export function realArea(id: string): AreaManifest {
  const area = REAL_AREAS.find((a) => a.id === id);
  if (!area) throw new Error(`no area ${id}`);
  return area;
}
