import type { Ref } from 'react';
import {
  ZCreateIngestKeyRequestSchema,
  type TCreatedIngestKey,
  type TCreateIngestKeyRequest,
} from '@pantau/contracts';
import { issuesByField, useEditForm, type CheckedChanges } from '@/lib/form-errors';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { errorIdOf, FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { useCreateIngestKey } from './live-feed-api';

type Values = { name: string };
type Field = keyof Values;

const FIELDS: Field[] = ['name'];

/** The request the form stands for, checked by the same schema the server applies. */
function checkKey(values: Values): CheckedChanges<Field, TCreateIngestKeyRequest> {
  const parsed = ZCreateIngestKeyRequestSchema.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  const { errors, other } = issuesByField(parsed.error.issues, FIELDS);
  return { ok: false, errors, formError: other };
}

const ID = 'ingest-key';
const idOf = (field: Field) => `${ID}-${field}`;

/** POST /api/admin/ingest-keys; `onCreated` hears the key in full, which no later answer carries. */
export function IngestKeyForm({
  titleId,
  nameRef,
  onCreated,
}: {
  titleId: string;
  /** Where focus returns once the new key's panel is dismissed. */
  nameRef: Ref<HTMLInputElement>;
  onCreated: (created: TCreatedIngestKey) => void;
}) {
  const create = useCreateIngestKey();
  const form = useEditForm({
    initial: (): Values => ({ name: '' }),
    fields: FIELDS,
    check: checkKey,
    save: create.mutateAsync,
    onSaved: (created) => {
      form.set('name', '');
      onCreated(created);
    },
    pending: create.isPending,
    errorIdOf: (field) => errorIdOf(idOf(field)),
  });

  return (
    <form noValidate onSubmit={form.submit} aria-labelledby={titleId} className="space-y-4">
      {form.formError ? <Alert tone="danger">{form.formError}</Alert> : null}
      <FormField
        id={idOf('name')}
        label="Name"
        error={form.errors.name}
        hint="The feed that will present the key, so you know which one to revoke."
      >
        <Input
          ref={nameRef}
          id={idOf('name')}
          aria-invalid={form.errors.name ? true : undefined}
          // The hint and the error take the same id, so the name is described either way.
          aria-describedby={errorIdOf(idOf('name'))}
          placeholder="Trade feed, primary"
          maxLength={80}
          autoComplete="off"
          value={form.values.name}
          onChange={(event) => form.set('name', event.target.value)}
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create key'}
        </Button>
      </div>
    </form>
  );
}
