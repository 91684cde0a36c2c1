import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { toast } from '../../shared/toast';
import { failureMessage } from '../../../lib/api/messages';
import { callSignedIn } from '../../../lib/api/signed-in';
import { ConfirmDialog } from '../forms/confirm-dialog';
import { markChanged } from '../publish/publish-store';
import { useStrings } from '../strings';
import { fill } from '../../../lib/format';
import type { SortValue } from '../table/client-table';
import { TableFrame } from '../table/table-frame';
import type { Column } from '../table/types';
import { useClientTable } from '../table/use-client-table';
import { actionName } from './actions';
import { lookupsOf, type ResourceDef } from './definitions';
import type { Item } from './form-values';
import { invalidateLookup, useLookups } from './lookups';
import { ResourceForm } from './resource-form';
import { missesFrench } from '../../../lib/library-text';
import { imageSrcset } from '../../../lib/image-sources';

const PAGE_SIZE = 10;
/** The column telling whether an entry has its French texts (issue 32). */
const FRENCH_COLUMN = 'french';
const truncate = (text: string, max = 90) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const textOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** A further row action of a screen, opening its own dialog (a manuscript's folios). */
export interface RowDialog {
  label: string;
  render: (item: Item, close: () => void) => ReactNode;
}

/** A library screen: the table of every item, create / edit dialogs and delete with confirmation. */
export function ResourceScreen({ def, rowDialog }: { def: ResourceDef; rowDialog?: RowDialog }) {
  const strings = useStrings();
  const labels = strings.resources[def.key];
  const [lookupVersion, setLookupVersion] = useState(0);
  const lookups = useLookups(lookupsOf(def), lookupVersion);
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [opened, setOpened] = useState<Item | null>(null);

  const [onlyMissingFrench, setOnlyMissingFrench] = useState(false);
  const nameOf = useCallback((item: Item) => textOf(item[def.titleField]), [def.titleField]);
  const missing = useCallback((item: Item) => def.frenchName !== undefined && missesFrench(item), [def.frenchName]);
  const labelOf = useCallback(
    (key: string, item: Item) => {
      const column = def.columns.find((c) => c.name === key);
      const value = item[key];
      if (column?.lookup) return lookups[column.lookup]?.find((option) => option.value === value)?.label ?? '';
      return textOf(value);
    },
    [def.columns, lookups],
  );
  const options = useMemo(
    () => ({
      pageSize: PAGE_SIZE,
      text: (item: Item) => [nameOf(item), ...def.columns.map((c) => labelOf(c.name, item))].join(' '),
      sortValue: (item: Item, key: string): SortValue =>
        key === def.titleField ? nameOf(item) : key === FRENCH_COLUMN ? Number(missing(item)) : labelOf(key, item),
      keep: onlyMissingFrench ? missing : undefined,
    }),
    [def.columns, def.titleField, nameOf, labelOf, missing, onlyMissingFrench],
  );
  const table = useClientTable<Item>(
    def.path,
    fill(strings.actions.load, { what: labels.title.toLowerCase() }),
    { key: def.titleField, order: 'asc' },
    options,
  );

  const columns: Column<Item>[] = [
    {
      key: def.titleField,
      label: strings.fields[def.titleField],
      sortable: true,
      render: (item) => (
        <span className="flex items-center gap-1">
          {item.fileUrl && (
            <img
              src={item.fileUrl}
              srcSet={imageSrcset(item.fileUrl)}
              sizes="40px"
              alt=""
              className="size-[40px] shrink-0 rounded object-cover"
              loading="lazy"
            />
          )}
          <span className="font-semibold">{nameOf(item)}</span>
        </span>
      ),
    },
    ...def.columns.map((column) => ({
      key: column.name,
      label: strings.fields[column.label],
      sortable: true,
      className: column.name === 'description' ? 'max-w-[360px] text-steel' : '',
      render: (item: Item) => truncate(labelOf(column.name, item)),
    })),
    ...(def.frenchName
      ? [
          {
            key: FRENCH_COLUMN,
            label: strings.fields.french,
            sortable: true,
            render: (item: Item) =>
              missing(item) ? (
                <span
                  className="rounded-full border border-blood/60 bg-red-50 px-0.5 text-sm text-blood"
                  data-missing-french
                >
                  {strings.table.missingFrench}
                </span>
              ) : (
                <span className="text-sm text-steel">{strings.table.translated}</span>
              ),
          },
        ]
      : []),
  ];

  const changed = () => {
    invalidateLookup(def.lookupKey);
    setLookupVersion((v) => v + 1);
    table.reload();
  };

  const remove = async (item: Item) => {
    const result = await callSignedIn<null>('DELETE', `${def.path}/${item.id}`);
    if (!result.ok) {
      void toast.error(
        failureMessage(actionName(strings, def, 'delete'), result, 'content', strings.toast.networkError),
      );
      return;
    }
    markChanged();
    void toast.success(fill(strings.toast.deleted, { label: labels.one }));
    changed();
  };

  return (
    <>
      <TableFrame
        title={labels.title}
        table={table}
        columns={columns}
        rowKey={(item) => item.id}
        toolbar={
          <>
            {def.frenchName && (
              <label className="flex items-center gap-0.5 text-sm">
                <input
                  type="checkbox"
                  checked={onlyMissingFrench}
                  onChange={(event) => {
                    setOnlyMissingFrench(event.target.checked);
                    table.setPage(1);
                  }}
                />
                {strings.table.onlyMissingFrench}
              </label>
            )}
            <button
              type="button"
              onClick={() => setEditing('new')}
              className="rounded bg-ink px-2 py-0.5 font-semibold text-white hover:bg-steel"
            >
              {strings.form.create}: {labels.one}
            </button>
          </>
        }
        actions={{
          rowName: nameOf,
          items: (item) => [
            { label: strings.form.edit, onSelect: () => setEditing(item) },
            ...(rowDialog ? [{ label: rowDialog.label, onSelect: () => setOpened(item) }] : []),
            { label: strings.confirm.delete, danger: true, onSelect: () => setDeleting(item) },
          ],
        }}
      />
      {editing && (
        <ResourceForm
          def={def}
          item={editing === 'new' ? null : editing}
          lookups={lookups}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            changed();
          }}
        />
      )}
      {opened && rowDialog?.render(opened, () => setOpened(null))}
      {deleting && (
        <ConfirmDialog
          title={fill(strings.confirm.title, { name: nameOf(deleting) })}
          text={strings.confirm.text}
          confirmLabel={strings.confirm.delete}
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
