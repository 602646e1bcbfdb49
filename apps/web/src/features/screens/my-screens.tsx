import { Trash2 } from 'lucide-react';
import type { TSavedScreen } from '@pantau/contracts';
import { errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { cn } from '@/ui/cn';
import { useConfirm } from '@/ui/confirm-dialog';
import { QueryError, TableSkeleton } from '@/ui/result-states';
import { toast } from '@/ui/toaster';
import { useDeleteScreen, useSavedScreens } from './screens-api';

/** The member's saved screens, newest change first: open one, or delete it after a confirm. */
export function MyScreens({
  openId,
  onOpen,
  onDeleted,
}: {
  openId: string | null;
  onOpen: (screen: TSavedScreen) => void;
  onDeleted: (id: string) => void;
}) {
  const screens = useSavedScreens();
  const remove = useDeleteScreen();
  const confirm = useConfirm();

  const onDelete = async (screen: TSavedScreen) => {
    const ok = await confirm({
      title: `Delete "${screen.name}"?`,
      description: 'It leaves My screens for good; a link copied from it still opens its rules.',
      confirmText: 'Delete',
      cancelText: 'Keep',
      destructive: true,
    });
    if (!ok) return;
    remove.mutate(screen.id, {
      onSuccess: () => {
        toast.success(`"${screen.name}" deleted`);
        onDeleted(screen.id);
      },
      onError: (error) => toast.error('Screen not deleted', { description: errorMessage(error) }),
    });
  };

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>My screens</CardTitle>
        <CardDescription>Screens you saved.</CardDescription>
      </CardHeader>
      <CardContent>
        {screens.isError ? (
          <QueryError error={screens.error} onRetry={() => void screens.refetch()} />
        ) : screens.isPending ? (
          <TableSkeleton rows={3} />
        ) : screens.data.screens.length === 0 ? (
          <p className="text-sm text-muted">None yet: build a screen and Save it.</p>
        ) : (
          <ul aria-label="My screens" className="max-h-80 space-y-2 overflow-y-auto">
            {screens.data.screens.map((screen) => {
              const current = screen.id === openId;
              return (
                <li
                  key={screen.id}
                  aria-current={current ? 'true' : undefined}
                  className={cn(
                    'flex items-center gap-2 rounded-lg border p-2 pl-3',
                    current ? 'border-primary/50 bg-primary-soft' : 'border-border',
                  )}
                >
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium" title={screen.name}>
                      {screen.name}
                    </p>
                    <p className="text-xs text-muted">Changed {formatDateTime(screen.updatedAt)}</p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Open ${screen.name}`}
                    onClick={() => onOpen(screen)}
                  >
                    Open
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete ${screen.name}`}
                    disabled={remove.isPending && remove.variables === screen.id}
                    onClick={() => void onDelete(screen)}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
