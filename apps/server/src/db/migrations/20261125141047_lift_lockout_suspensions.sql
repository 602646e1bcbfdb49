-- Wrong-password bursts no longer suspend an account (a third block is a timed hold, see
-- docs/decisions/016-login-lockout.md). Accounts the old rule suspended would stay locked out until an
-- admin stepped in, which is the very attack the change closes, so they are reactivated here.
-- Suspensions an admin made carry the admin's own reason and are left alone.
UPDATE "users"
SET "is_active" = true, "suspension_reason" = NULL, "updated_at" = now()
WHERE "is_active" = false
  AND "suspension_reason" = 'Account has been suspended due to repeated failed login attempts';
