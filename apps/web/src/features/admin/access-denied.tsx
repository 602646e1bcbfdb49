import { ShieldAlert } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';

/** Spec §2: what a non-admin sees at /admin. */
export function AccessDenied({ role }: { role: string }) {
  const navigate = useNavigate();
  return (
    <Card className="mx-auto mt-8 max-w-lg text-center">
      <CardContent className="flex flex-col items-center gap-4 py-10">
        <span className="grid size-12 place-items-center rounded-full bg-down/10 text-down">
          <ShieldAlert className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-xl font-semibold">Access Denied</h1>
        <p className="text-sm text-muted">
          You don&apos;t have permission to access this page. Admin privileges required.
        </p>
        <p className="text-sm">
          Current role: <span className="font-medium capitalize">{role}</span>
        </p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <Button onClick={() => navigate('/dashboard')}>Go to Dashboard</Button>
          <Button variant="outline" onClick={() => navigate(-1)}>
            Go Back
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
