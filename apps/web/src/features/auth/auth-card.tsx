import type { ReactNode } from 'react';
import { Card, CardContent } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';

/** The card every auth view sits in. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card className="shadow-lg">
      <CardContent className="space-y-6 p-6 sm:p-8">
        <PageHeader title={title} description={description} />
        {children}
      </CardContent>
    </Card>
  );
}
