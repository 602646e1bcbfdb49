import type { TRequestedImportKind } from '@pantau/contracts';

/**
 * Hands files to the import job runner and resolves once they are imported: each becomes an
 * import_runs row with the given trigger. The runner lives with the imports; feeds and the inbox
 * only deliver files to it.
 */
export type SubmitImportAndWait = (request: {
  requestedKind: TRequestedImportKind;
  files: Array<{ path: string; name: string }>;
  trigger: 'feed' | 'inbox' | 'cli' | 'upload';
  actorId: string | null;
}) => Promise<{ id: string; status: 'done' | 'failed'; message: string | null }>;
