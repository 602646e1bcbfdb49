/** Texts of the admin area: the server's answers and the client's spec §8 fallbacks. */
export const ADMIN_MESSAGES = {
  cannotSuspendSelf: 'You cannot suspend your own account.',
  cannotChangeOwnRole: 'You cannot change your own role.',
  userNotFound: 'User not found',
  fetchStatsFailed: 'Failed to fetch user statistics',
  fetchUsersFailed: 'Failed to fetch users',
  fetchRecentUsersFailed: 'Failed to fetch recent users',
  updateStatusFailed: 'Failed to update user status',
  updateRoleFailed: 'Failed to update user role',
  fetchAuditLogFailed: 'Failed to fetch audit log',
} as const;

export const ADMIN_ERROR_CODES = {
  selfAction: 'ADMIN_SELF_ACTION',
} as const;

/** The spec's page sizes (§9): user list 10, recent registrations 5. */
export const ADMIN_USERS_PAGE_SIZE = 10;
export const ADMIN_RECENT_USERS_LIMIT = 5;
export const ADMIN_MAX_PAGE_SIZE = 100;
