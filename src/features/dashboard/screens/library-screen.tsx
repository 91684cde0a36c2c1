import { FolioManager } from '../folios/folio-manager';
import { RESOURCES } from '../resources/definitions';
import { ResourceScreen, type RowDialog } from '../resources/resource-screen';
import { useStrings } from '../strings';

/** Content types, martial arts, master histories, manuscripts (with their folios), techniques or partners. */
export default function LibraryScreen({ resource }: { resource: keyof typeof RESOURCES }) {
  const strings = useStrings();
  const folios: RowDialog = {
    label: strings.folios.action,
    render: (item, close) => (
      <FolioManager
        manuscript={{ id: Number(item.id), title: String(item.title), slug: String(item.slug) }}
        onClose={close}
      />
    ),
  };
  return (
    <ResourceScreen
      key={resource}
      def={RESOURCES[resource]}
      rowDialog={resource === 'manuscripts' ? folios : undefined}
    />
  );
}
