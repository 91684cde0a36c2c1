import { RESOURCES } from '../resources/definitions';
import { ResourceScreen } from '../resources/resource-screen';

/** Content types, martial arts, master histories, manuscripts, techniques or partners. */
export default function LibraryScreen({ resource }: { resource: keyof typeof RESOURCES }) {
  return <ResourceScreen key={resource} def={RESOURCES[resource]} />;
}
