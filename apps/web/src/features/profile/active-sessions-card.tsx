import { Laptop, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { useConfirm } from '@/ui/confirm-dialog';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toaster';
import { formatDateTime } from './format-profile';
import { profileApi, profileKeys, useSessions } from './profile-api';

/** GET /api/auth/sessions: where the account is signed in; end one or all the others. */
export function ActiveSessionsCard() {
  const sessions = useSessions();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [busy, setBusy] = useState<string | null>(null);
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current).length;

  async function run(key: string, task: () => Promise<unknown>, done: string) {
    setBusy(key);
    try {
      await task();
      toast.success(done);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(null);
      void queryClient.invalidateQueries({ queryKey: profileKeys.sessions });
    }
  }

  async function revokeOthers() {
    const ok = await confirm({
      title: 'Sign out other sessions?',
      description: 'Every other device signed in to this account is signed out.',
      destructive: true,
    });
    if (ok) await run('others', profileApi.revokeOtherSessions, 'Other sessions signed out');
  }

  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>Active Sessions</CardTitle>
          <CardDescription>Devices signed in to your account.</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={revokeOthers} disabled={others === 0 || busy !== null}>
          Sign out other sessions
        </Button>
      </CardHeader>
      <CardContent>
        {sessions.isPending ? (
          <Spinner className="size-5" />
        ) : sessions.isError ? (
          <p className="text-sm text-down">{errorMessage(sessions.error)}</p>
        ) : (
          <ul className="divide-y divide-border" aria-label="Sessions">
            {list.map((session) => (
              <li key={session.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
                <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-surface-muted text-muted">
                  <Laptop className="size-4" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1 text-sm">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    <span className="truncate">{session.device}</span>
                    {session.current ? (
                      <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary">
                        This device
                      </span>
                    ) : null}
                  </p>
                  <p className="text-xs text-muted">
                    {session.ip ?? 'Unknown IP'} · Signed in {formatDateTime(session.created_at)}
                  </p>
                  <p className="text-xs text-muted">Last used {formatDateTime(session.last_used_at)}</p>
                </div>
                {session.current ? null : (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-down hover:bg-down/10"
                    aria-label={`Sign out ${session.device}`}
                    disabled={busy !== null}
                    onClick={() =>
                      run(session.id, () => profileApi.revokeSession(session.id), 'Session signed out')
                    }
                  >
                    <LogOut className="size-4" aria-hidden="true" />
                    <span className="hidden sm:inline">Sign out</span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
