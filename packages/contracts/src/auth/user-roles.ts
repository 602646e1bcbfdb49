// Plain values only (no zod), so the web app can import them without pulling in the schema library.

export const USER_ROLES = ['admin', 'user', 'moderator'] as const;
