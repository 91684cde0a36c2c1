import { useRef, useState, type RefObject } from 'react';

/** Field errors plus one message on top that takes the focus, so screen readers hear it. */
export function useFormProblems() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const summary = useRef<HTMLDivElement>(null);

  function show(next: Record<string, string>, message: string) {
    setErrors(next);
    setFormError(message);
    requestAnimationFrame(() => summary.current?.focus());
  }

  function setField(name: string, message: string | null) {
    setErrors((current) => {
      const next = { ...current };
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });
  }

  function clear() {
    setErrors({});
    setFormError(null);
  }

  return { errors, formError, summary, show, setField, clear };
}

export function FormProblemSummary({
  summary,
  message,
}: {
  summary: RefObject<HTMLDivElement | null>;
  message: string | null;
}) {
  return (
    <div ref={summary} tabIndex={-1} className="focus:outline-none">
      {message && (
        <p role="alert" className="rounded border border-blood bg-red-50 p-1.5 font-semibold text-blood">
          {message}
        </p>
      )}
    </div>
  );
}
