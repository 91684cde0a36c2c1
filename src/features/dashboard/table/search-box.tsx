import { useEffect, useId, useState } from 'react';
import { useStrings } from '../strings';

const DEBOUNCE_MS = 300;

/** The table's search input; reports the text once typing pauses. */
export function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const strings = useStrings();
  const id = useId();
  const [text, setText] = useState(value);

  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);

  return (
    <div className="flex items-center gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {strings.table.search}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={strings.table.searchPlaceholder}
        onChange={(event) => setText(event.target.value)}
        className="w-[240px] max-w-full rounded border border-stone-400 bg-white px-1 py-0.5"
      />
    </div>
  );
}
