import { KeyRound, Pencil } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '@/app/session';
import { errorMessage } from '@/lib/api';
import { Alert } from '@/ui/alert';
import { Avatar } from '@/ui/avatar';
import { Button, buttonClasses } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { CenteredSpinner } from '@/ui/spinner';
import { ActiveSessionsCard } from './active-sessions-card';
import { ChangePasswordForm } from './change-password-form';
import { EditProfileForm } from './edit-profile-form';
import { greetingFor } from './format-profile';
import { ProfileOverview } from './profile-overview';
import { useProfile } from './profile-api';

type Tab = 'overview' | 'edit-profile' | 'change-password';

function parseTab(value: string | null): Tab {
  return value === 'edit-profile' || value === 'change-password' ? value : 'overview';
}

/** /profile: who you are, your plan, recent activity, and the edit / change-password tabs. */
export function ProfilePage() {
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseTab(searchParams.get('tab'));
  const profile = useProfile();

  const openTab = (next: Tab) =>
    setSearchParams(next === 'overview' ? {} : { tab: next }, { replace: true, preventScrollReset: true });

  if (!user) {
    return (
      <Card>
        <CardContent className="space-y-4 text-center">
          <p>Please sign in to see your profile.</p>
          <Link to="/auth" className={buttonClasses()}>
            Go to Login
          </Link>
        </CardContent>
      </Card>
    );
  }

  const name = profile.data?.full_name ?? user.name;
  const firstName = name.split(/\s+/)[0] ?? name;

  return (
    <div className="space-y-6">
      <PageHeader title="Profile" description="Your account details, current plan and security settings." />
      <Card>
        <CardContent className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <Avatar name={name} src={profile.data?.avatar_url ?? user.avatarUrl} className="size-20 text-2xl" />
          <div className="min-w-0 flex-1">
            <p className="text-sm text-muted">{greetingFor(new Date().getHours())},</p>
            <h2 className="truncate text-xl font-semibold tracking-tight sm:text-2xl">{firstName}!</h2>
            <p className="truncate text-sm text-muted">{profile.data?.email ?? user.email}</p>
          </div>
          <div className="flex flex-wrap gap-2" role="tablist" aria-label="Profile sections">
            <Button
              role="tab"
              aria-selected={tab === 'edit-profile'}
              variant={tab === 'edit-profile' ? 'primary' : 'outline'}
              onClick={() => openTab(tab === 'edit-profile' ? 'overview' : 'edit-profile')}
            >
              <Pencil className="size-4" aria-hidden="true" /> Edit Profile
            </Button>
            <Button
              role="tab"
              aria-selected={tab === 'change-password'}
              variant={tab === 'change-password' ? 'primary' : 'outline'}
              onClick={() => openTab(tab === 'change-password' ? 'overview' : 'change-password')}
            >
              <KeyRound className="size-4" aria-hidden="true" /> Change Password
            </Button>
          </div>
        </CardContent>
      </Card>

      {profile.isPending ? (
        <CenteredSpinner fill />
      ) : profile.isError ? (
        <Alert tone="danger" title="Could not load your profile">
          {errorMessage(profile.error)}{' '}
          <button
            type="button"
            className="font-medium text-primary hover:underline"
            onClick={() => void profile.refetch()}
          >
            Try again
          </button>
        </Alert>
      ) : tab === 'edit-profile' ? (
        <EditProfileForm profile={profile.data} onDone={() => openTab('overview')} />
      ) : tab === 'change-password' ? (
        <div className="grid gap-6 xl:grid-cols-2">
          <ChangePasswordForm />
          <ActiveSessionsCard />
        </div>
      ) : (
        <ProfileOverview profile={profile.data} />
      )}
    </div>
  );
}
