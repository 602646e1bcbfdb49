import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  ADMIN_RECENT_USERS_LIMIT,
  ADMIN_USERS_PAGE_SIZE,
  type TAdminStats,
  type TAdminUser,
  type TAdminUserStatus,
  type TListAdminUsersData,
  type TListAuditLogData,
  type TListRecentUsersData,
  type TUserRole,
} from '@pantau/contracts';
import { apiFetch } from '@/lib/api';

const MINUTE = 60_000;
/** Spec §9: stats 5 min (and on coming back to the tab), user list 2 min, recent users 3 min. */
export const ADMIN_STALE_MS = { stats: 5 * MINUTE, users: 2 * MINUTE, recent: 3 * MINUTE, audit: MINUTE };

export type UserListFilter = {
  page: number;
  search: string;
  role: TUserRole | '';
  status: TAdminUserStatus;
};

export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  users: ['admin', 'users'] as const,
  userList: (filter: UserListFilter) => ['admin', 'users', filter] as const,
  recent: ['admin', 'recent-users'] as const,
  audit: (page: number) => ['admin', 'audit-log', page] as const,
};

function usersQuery(filter: UserListFilter): string {
  const params = new URLSearchParams({ page: String(filter.page), limit: String(ADMIN_USERS_PAGE_SIZE) });
  if (filter.search.trim()) params.set('search', filter.search.trim());
  if (filter.role) params.set('role', filter.role);
  params.set('status', filter.status);
  return params.toString();
}

export const adminApi = {
  getStats: (signal?: AbortSignal) => apiFetch<TAdminStats>('/admin/stats', { signal }),
  listUsers: (filter: UserListFilter, signal?: AbortSignal) =>
    apiFetch<TListAdminUsersData>(`/admin/users?${usersQuery(filter)}`, { signal }),
  listRecentUsers: (signal?: AbortSignal) =>
    apiFetch<TListRecentUsersData>(`/admin/recent-users?limit=${ADMIN_RECENT_USERS_LIMIT}`, { signal }),
  listAuditLog: (page: number, signal?: AbortSignal) =>
    apiFetch<TListAuditLogData>(`/admin/audit-log?page=${page}&limit=8`, { signal }),
  setSuspended: (id: string, suspended: boolean) =>
    apiFetch<TAdminUser>(`/admin/users/${encodeURIComponent(id)}/suspend`, {
      method: 'PUT',
      body: { suspended },
    }),
  setRole: (id: string, role: TUserRole) =>
    apiFetch<TAdminUser>(`/admin/users/${encodeURIComponent(id)}/role`, { method: 'PUT', body: { role } }),
};

/** Statistics: stale after 5 minutes, and refreshed whenever the tab becomes visible again. */
export function useAdminStats() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') {
        void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [queryClient]);
  return useQuery({
    queryKey: adminKeys.stats,
    queryFn: ({ signal }) => adminApi.getStats(signal),
    staleTime: ADMIN_STALE_MS.stats,
  });
}

export function useAdminUsers(filter: UserListFilter) {
  return useQuery({
    queryKey: adminKeys.userList(filter),
    queryFn: ({ signal }) => adminApi.listUsers(filter, signal),
    staleTime: ADMIN_STALE_MS.users,
    placeholderData: keepPreviousData,
  });
}

export function useRecentUsers() {
  return useQuery({
    queryKey: adminKeys.recent,
    queryFn: ({ signal }) => adminApi.listRecentUsers(signal),
    staleTime: ADMIN_STALE_MS.recent,
  });
}

export function useAuditLog(page: number) {
  return useQuery({
    queryKey: adminKeys.audit(page),
    queryFn: ({ signal }) => adminApi.listAuditLog(page, signal),
    staleTime: ADMIN_STALE_MS.audit,
    placeholderData: keepPreviousData,
  });
}
