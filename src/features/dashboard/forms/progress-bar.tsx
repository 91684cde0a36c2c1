interface Props {
  label: string;
  /** 0-100 */
  value: number;
  className?: string;
}

/** A labelled determinate progress bar (upload, build). */
export function ProgressBar({ label, value, className = '' }: Props) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className={className}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full bg-gold transition-[width] duration-300" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
