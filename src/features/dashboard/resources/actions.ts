import { type DashboardStrings } from '../strings';
import { fill } from '../../../lib/format';
import type { ResourceDef } from './definitions';

export type Verb = 'create' | 'update' | 'delete' | 'image';

/** The <action> of 'Failed to <action>' (spec §8), e.g. 'create technique', 'add publicity'. */
export function actionName(strings: DashboardStrings, def: ResourceDef, verb: Verb): string {
  if (def.publicity) {
    if (verb === 'create') return strings.actions.addPublicity;
    if (verb === 'delete') return strings.actions.deletePublicity;
    return strings.actions.updatePublicity;
  }
  return fill(strings.actions[verb], { what: strings.resources[def.key].action });
}
