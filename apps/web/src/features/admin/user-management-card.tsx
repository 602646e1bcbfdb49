import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  ADMIN_MESSAGES,
  USER_ROLES,
  type TAdminUser,
  type TAdminUserStatus,
  type TUserRole,
} from '@pantau/contracts';
import { useSession } from '@/app/session';
import { formatNumber } from '@/lib/format';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { cn } from '@/ui/cn';
import { Input } from '@/ui/input';
import { Spinner } from '@/ui/spinner';
import { useAdminUsers, type UserListFilter } from './admin-api';
import { PanelError } from './panel-error';
import { RoleBadge, StatusBadge, UserAvatar } from './user-badges';
import { useUserActions } from './use-user-actions';

const SEARCH_DELAY_MS = 300;
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

// cn does not merge conflicting utilities, so the select look is spelled out instead of reusing inputClasses.
const selectClasses =
  'cursor-pointer rounded-lg border border-border bg-surface px-2.5 text-fg shadow-xs transition-colors ' +
  'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

function UserRow({
  user,
  isSelf,
  busy,
  actions,
}: {
  user: TAdminUser;
  isSelf: boolean;
  busy: boolean;
  actions: ReturnType<typeof useUserActions>;
}) {
  return (
    <li
      className="flex flex-col gap-3 py-3 md:grid md:grid-cols-[minmax(0,1fr)_8.5rem_6rem_7rem_8rem] md:items-center md:gap-4"
      aria-label={user.full_name}
    >
      <div className="flex min-w-0 items-center gap-3">
        <UserAvatar name={user.full_name} />
        <div className="min-w-0">
          <p className="flex items-center gap-2 truncate text-sm font-medium">
            <span className="truncate">{user.full_name}</span>
            {isSelf ? <span className="text-xs font-normal text-muted">(you)</span> : null}
          </p>
          <p className="truncate text-xs text-muted">
            {user.email}
            {user.email_verified ? '' : ' · unverified'}
            <span className="md:hidden"> · {shortDate.format(new Date(user.created_at))}</span>
          </p>
        </div>
      </div>
      <div className="flex items-center gap-2 sm:pl-12 md:contents">
        {isSelf ? (
          <RoleBadge role={user.role} />
        ) : (
          <select
            aria-label={`Role of ${user.full_name}`}
            className={cn(selectClasses, 'h-8 w-28 text-xs capitalize md:w-full')}
            value={user.role}
            disabled={busy}
            onChange={(event) => void actions.changeRole(user, event.target.value as TUserRole)}
          >
            {USER_ROLES.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </select>
        )}
        <span>
          <StatusBadge active={user.is_active} />
        </span>
        <span className="hidden text-sm text-muted md:inline">
          {shortDate.format(new Date(user.created_at))}
        </span>
        <span className="ml-auto md:ml-0 md:justify-self-end">
          {isSelf ? null : (
            <Button
              size="sm"
              variant={user.is_active ? 'outline' : 'secondary'}
              disabled={busy}
              aria-label={`${user.is_active ? 'Suspend' : 'Unsuspend'} ${user.full_name}`}
              onClick={() => void actions.toggleSuspended(user)}
            >
              {busy ? <Spinner className="size-3.5" /> : null}
              {user.is_active ? 'Suspend' : 'Unsuspend'}
            </Button>
          )}
        </span>
      </div>
    </li>
  );
}

/** GET /api/admin/users with search, role and status filters, 10 per page. */
export function UserManagementCard() {
  const { user: me } = useSession();
  const [searchText, setSearchText] = useState('');
  const [filter, setFilter] = useState<UserListFilter>({ page: 1, search: '', role: '', status: 'all' });
  const users = useAdminUsers(filter);
  const actions = useUserActions();

  useEffect(() => {
    const timer = setTimeout(() => {
      setFilter((current) =>
        current.search === searchText.trim() ? current : { ...current, search: searchText.trim(), page: 1 },
      );
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const pagination = users.data?.pagination;
  const first = pagination ? (pagination.page - 1) * pagination.limit + 1 : 0;
  const last = pagination ? Math.min(pagination.total, pagination.page * pagination.limit) : 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle>User Management</CardTitle>
        <CardDescription>Search accounts, change roles, suspend or unsuspend.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-col gap-2 sm:flex-row">
          <label className="relative min-w-0 flex-1">
            <span className="sr-only">Search users</span>
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
              aria-hidden="true"
            />
            <Input
              type="search"
              placeholder="Search by name or email"
              className="pl-9"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
            />
          </label>
          <div className="flex gap-2">
            <select
              aria-label="Filter by role"
              className={cn(selectClasses, 'h-10 min-w-0 flex-1 text-sm sm:w-36 sm:flex-none')}
              value={filter.role}
              onChange={(event) =>
                setFilter({ ...filter, role: event.target.value as UserListFilter['role'], page: 1 })
              }
            >
              <option value="">All roles</option>
              {USER_ROLES.map((role) => (
                <option key={role} value={role} className="capitalize">
                  {role.charAt(0).toUpperCase() + role.slice(1)}
                </option>
              ))}
            </select>
            <select
              aria-label="Filter by status"
              className={cn(selectClasses, 'h-10 min-w-0 flex-1 text-sm sm:w-36 sm:flex-none')}
              value={filter.status}
              onChange={(event) =>
                setFilter({ ...filter, status: event.target.value as TAdminUserStatus, page: 1 })
              }
            >
              <option value="all">All statuses</option>
              <option value="active">Active</option>
              <option value="suspended">Suspended</option>
            </select>
          </div>
        </div>

        {users.isPending ? (
          <div className="grid min-h-40 place-items-center">
            <Spinner className="size-6" label="Loading users" />
          </div>
        ) : users.isError ? (
          <PanelError
            what="users"
            message={ADMIN_MESSAGES.fetchUsersFailed}
            onRetry={() => void users.refetch()}
          />
        ) : (
          <div className={cn('transition-opacity', users.isPlaceholderData && 'opacity-60')}>
            <div
              aria-hidden="true"
              className="hidden border-b border-border pb-2 text-xs font-medium text-muted md:grid md:grid-cols-[minmax(0,1fr)_8.5rem_6rem_7rem_8rem] md:gap-4"
            >
              <span>User</span>
              <span>Role</span>
              <span>Status</span>
              <span>Joined</span>
              <span className="text-right">Action</span>
            </div>
            {users.data.users.length === 0 ? (
              <p className="py-8 text-center text-sm text-muted">No users match these filters.</p>
            ) : (
              <ul className="divide-y divide-border" aria-label="Users">
                {users.data.users.map((user) => (
                  <UserRow
                    key={user.id}
                    user={user}
                    isSelf={user.id === me?.id}
                    busy={actions.busyId === user.id}
                    actions={actions}
                  />
                ))}
              </ul>
            )}
          </div>
        )}

        {pagination && pagination.total > 0 ? (
          <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3 text-sm">
            <p className="text-muted">
              Showing {formatNumber(first)}–{formatNumber(last)} of {formatNumber(pagination.total)}
            </p>
            <div className="flex items-center gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={pagination.page <= 1}
                onClick={() => setFilter({ ...filter, page: filter.page - 1 })}
              >
                <ChevronLeft className="size-4" aria-hidden="true" />
                Previous
              </Button>
              <span className="text-muted tabular-nums">
                {pagination.page} / {pagination.totalPages}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={pagination.page >= pagination.totalPages}
                onClick={() => setFilter({ ...filter, page: filter.page + 1 })}
              >
                Next
                <ChevronRight className="size-4" aria-hidden="true" />
              </Button>
            </div>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
