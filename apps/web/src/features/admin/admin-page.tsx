import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Database, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { useSession } from '@/app/session';
import { Button, buttonClasses } from '@/ui/button';
import { cn } from '@/ui/cn';
import { PageHeader } from '@/ui/page-header';
import { AccessDenied } from './access-denied';
import { adminKeys } from './admin-api';
import { AuditLogCard } from './audit-log-card';
import { RecentRegistrationsCard } from './recent-registrations-card';
import { StatsCards } from './stats-cards';
import { UserManagementCard } from './user-management-card';

function AdminDashboard() {
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: adminKeys.all }) > 0;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Admin Dashboard"
        description="User statistics, user management and recent registrations."
        actions={
          <>
            <Link to="/admin/market-data" className={buttonClasses({ variant: 'outline' })}>
              <Database className="size-4" aria-hidden="true" />
              Market data
            </Link>
            <Button
              variant="outline"
              onClick={() => void queryClient.invalidateQueries({ queryKey: adminKeys.all })}
              disabled={fetching}
            >
              <RefreshCw className={cn('size-4', fetching && 'animate-spin')} aria-hidden="true" />
              Refresh Data
            </Button>
          </>
        }
      />
      <StatsCards />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <UserManagementCard />
        </div>
        <div className="min-w-0 space-y-6">
          <RecentRegistrationsCard />
          <AuditLogCard />
        </div>
      </div>
    </div>
  );
}

/**
 * /admin. The server refuses every admin call to non-admins anyway; this only decides what to draw,
 * so a member never fires those calls.
 */
export function AdminPage() {
  const { user } = useSession();
  if (user?.role !== 'admin') return <AccessDenied role={user?.role ?? 'user'} />;
  return <AdminDashboard />;
}
