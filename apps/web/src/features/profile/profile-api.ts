import { useQuery } from '@tanstack/react-query';
import type {
  TListActivityData,
  TListSessionsData,
  TProfile,
  TRevokeSessionParams,
  TUploadAvatarData,
} from '@pantau/contracts';
import { AVATAR_FIELD } from '@pantau/contracts';
import { apiFetch } from '@/lib/api';
import { PROFILE_TIMEOUT_MS } from '@/lib/session-store';

export const profileKeys = {
  me: ['me'] as const,
  activity: ['me', 'activity'] as const,
  sessions: ['auth', 'sessions'] as const,
};

export const profileApi = {
  getProfile: (signal?: AbortSignal) => apiFetch<TProfile>('/me', { signal, timeoutMs: PROFILE_TIMEOUT_MS }),
  updateProfile: (body: { full_name: string }) =>
    apiFetch<TProfile>('/me', { method: 'PUT', body, timeoutMs: PROFILE_TIMEOUT_MS }),
  uploadAvatar: (file: File) => {
    const form = new FormData();
    form.append(AVATAR_FIELD, file);
    return apiFetch<TUploadAvatarData>('/auth/upload-avatar', {
      method: 'POST',
      body: form,
      timeoutMs: 30_000,
    });
  },
  deleteAvatar: () => apiFetch<null>('/auth/avatar', { method: 'DELETE' }),
  listActivity: (signal?: AbortSignal) => apiFetch<TListActivityData>('/me/activity', { signal }),
  listSessions: (signal?: AbortSignal) => apiFetch<TListSessionsData>('/auth/sessions', { signal }),
  revokeSession: (id: TRevokeSessionParams['id']) =>
    apiFetch<null>(`/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  revokeOtherSessions: () => apiFetch<{ revoked: number }>('/auth/sessions/all', { method: 'DELETE' }),
  changePassword: (body: { currentPassword: string; newPassword: string }) =>
    apiFetch<null>('/auth/change-password', { body }),
};

export function useProfile() {
  return useQuery({ queryKey: profileKeys.me, queryFn: ({ signal }) => profileApi.getProfile(signal) });
}

export function useActivity() {
  return useQuery({
    queryKey: profileKeys.activity,
    queryFn: ({ signal }) => profileApi.listActivity(signal),
  });
}

export function useSessions() {
  return useQuery({
    queryKey: profileKeys.sessions,
    queryFn: ({ signal }) => profileApi.listSessions(signal),
  });
}
