export * from './admin-messages.ts';
export * from './admin-user.ts';
export * from './get-admin-stats.ts';
export * from './list-admin-users.ts';
export * from './list-recent-users.ts';
export * from './suspend-user.ts';
export * from './update-user-role.ts';
export * from './list-audit-log.ts';
