import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ADMIN_MESSAGES,
  type TAdminUser,
  type TListAdminUsersData,
  type TListRecentUsersData,
  type TUserRole,
} from '@pantau/contracts';
import { errorMessage } from '@/lib/api';
import { useConfirm } from '@/ui/confirm-dialog';
import { toast } from '@/ui/toaster';
import { adminApi, adminKeys } from './admin-api';

/**
 * Suspend / unsuspend and role changes, each after a confirmation. The answer replaces the row in
 * every cached list (spec §4: the list updates locally); figures and the audit log refetch.
 */
export function useUserActions() {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [busyId, setBusyId] = useState<string | null>(null);

  function replaceRow(updated: TAdminUser) {
    queryClient.setQueriesData<TListAdminUsersData>({ queryKey: adminKeys.users }, (old) =>
      old ? { ...old, users: old.users.map((user) => (user.id === updated.id ? updated : user)) } : old,
    );
    queryClient.setQueryData<TListRecentUsersData>(adminKeys.recent, (old) =>
      old?.map((user) => (user.id === updated.id ? updated : user)),
    );
    const refresh = (queryKey: QueryKey) => void queryClient.invalidateQueries({ queryKey });
    refresh(adminKeys.stats);
    refresh(['admin', 'audit-log']);
  }

  async function run(user: TAdminUser, task: () => Promise<TAdminUser>, failure: string, done: string) {
    setBusyId(user.id);
    try {
      replaceRow(await task());
      toast.success(done);
    } catch (error) {
      toast.error(failure, { description: errorMessage(error) });
    } finally {
      setBusyId(null);
    }
  }

  async function toggleSuspended(user: TAdminUser) {
    const suspend = user.is_active;
    const ok = await confirm(
      suspend
        ? {
            title: `Suspend ${user.full_name}?`,
            description: `${user.email} is signed out on every device at once and cannot sign in until unsuspended.`,
            destructive: true,
          }
        : {
            title: `Unsuspend ${user.full_name}?`,
            description: `${user.email} can sign in again; failed sign-in counters are reset.`,
          },
    );
    if (!ok) return;
    await run(
      user,
      () => adminApi.setSuspended(user.id, suspend),
      ADMIN_MESSAGES.updateStatusFailed,
      suspend ? `${user.full_name} suspended` : `${user.full_name} unsuspended`,
    );
  }

  async function changeRole(user: TAdminUser, role: TUserRole) {
    if (role === user.role) return;
    const ok = await confirm({
      title: `Change role of ${user.full_name}?`,
      description: `From ${user.role} to ${role}.${role === 'admin' ? ' Admins can manage every account.' : ''}`,
    });
    if (!ok) return;
    await run(
      user,
      () => adminApi.setRole(user.id, role),
      ADMIN_MESSAGES.updateRoleFailed,
      `${user.full_name} is now ${role}`,
    );
  }

  return { busyId, toggleSuspended, changeRole };
}
