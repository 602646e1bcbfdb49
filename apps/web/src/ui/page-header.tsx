import { useEffect, type ReactNode } from 'react';

const APP_NAME = 'Pantau';

/** A screen's title (also the document title), what it is for, and optional actions. */
export function PageHeader({
  title,
  description,
  actions,
  note,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** A quiet line under the description, e.g. the data the screen stands on. */
  note?: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);

  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">{title}</h1>
        {description ? (
          <p className="mt-1.5 max-w-3xl text-sm text-muted sm:text-base">{description}</p>
        ) : null}
        {note ? <div className="mt-2">{note}</div> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
