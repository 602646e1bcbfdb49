import { PageHeader } from '@/ui/page-header';

export function ProfilePage() {
  return (
    <PageHeader title="Profile" description={'Your account details, current plan and security settings.'} />
  );
}
