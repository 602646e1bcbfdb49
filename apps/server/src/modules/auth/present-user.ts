import type { TAuthUser } from '@pantau/contracts';
import type { FileStorage } from '../../platform/storage.ts';
import type { UserRow } from './users.repo.ts';

export function toAuthUser(user: UserRow, storage: FileStorage): TAuthUser {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    email_verified: user.emailVerifiedAt !== null,
    user_metadata: {
      full_name: user.fullName,
      avatar_url: user.avatarPath ? storage.publicUrl(user.avatarPath) : null,
    },
  };
}
