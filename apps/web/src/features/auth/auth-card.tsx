import { useEffect, type ReactNode } from 'react';
import { Card, CardContent } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';

/** The card every auth view sits in; `icon` puts a round badge above a centred title. */
export function AuthCard({
  title,
  description,
  icon,
  children,
}: {
  title: string;
  description: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card className="shadow-lg">
      <CardContent className="space-y-6 p-6 sm:p-8">
        {icon ? (
          <CenteredHeader title={title} description={description} icon={icon} />
        ) : (
          <PageHeader title={title} description={description} />
        )}
        {children}
      </CardContent>
    </Card>
  );
}

function CenteredHeader({
  title,
  description,
  icon,
}: {
  title: string;
  description: ReactNode;
  icon: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} · Pantau`;
  }, [title]);
  return (
    <header className="flex flex-col items-center text-center">
      <div className="mb-4 grid size-14 place-items-center rounded-full bg-primary-soft text-primary [&_svg]:size-7">
        {icon}
      </div>
      <h1 className="text-2xl font-semibold tracking-tight text-balance">{title}</h1>
      <div className="mt-2 text-sm text-muted">{description}</div>
    </header>
  );
}
