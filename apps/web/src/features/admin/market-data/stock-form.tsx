import {
  LISTING_BOARDS,
  ZUpdateStockRequestSchema,
  type TAdminStock,
  type TUpdateStockRequest,
} from '@pantau/contracts';
import { issuesByField, useEditForm, type CheckedChanges } from '@/lib/form-errors';
import { Alert } from '@/ui/alert';
import { cn } from '@/ui/cn';
import { errorIdOf, FormField } from '@/ui/form-field';
import { Input, inputClasses } from '@/ui/input';
import { toast } from '@/ui/toaster';
import { ClearableDateInput, EditDialogActions } from './edit-dialog-parts';
import { useUpdateStock } from './stocks-api';

type Values = { name: string; board: string; delisted_on: string };
type Field = keyof Values;

const FIELDS: Field[] = ['name', 'board', 'delisted_on'];

const valuesOf = (stock: TAdminStock): Values => ({
  name: stock.name,
  board: stock.board,
  delisted_on: stock.delisted_on ?? '',
});

/**
 * The fields the admin changed, checked by the same schema the server applies. Untouched fields
 * stay out of the request so a save cannot overwrite what an import or another admin changed.
 */
function checkChanges(stock: TAdminStock, values: Values): CheckedChanges<Field, TUpdateStockRequest> {
  const delistedOn = values.delisted_on || null;
  const parsed = ZUpdateStockRequestSchema.safeParse({
    ...(values.name.trim() !== stock.name ? { name: values.name } : {}),
    ...(values.board !== stock.board ? { board: values.board } : {}),
    ...(delistedOn !== stock.delisted_on ? { delisted_on: delistedOn } : {}),
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const { errors, other } = issuesByField(parsed.error.issues, FIELDS);
  return { ok: false, errors, formError: other };
}

const ID = 'stock';
const idOf = (field: Field) => `${ID}-${field}`;

/** PATCH /api/admin/stocks/:symbol from the edit dialog; `onDone` closes it once the list has the change. */
export function StockForm({ stock, onDone }: { stock: TAdminStock; onDone: () => void }) {
  const update = useUpdateStock();
  const { values, set, errors, formError, submit, invalid } = useEditForm({
    initial: () => valuesOf(stock),
    fields: FIELDS,
    check: (current: Values) => checkChanges(stock, current),
    save: (body) => update.mutateAsync({ symbol: stock.symbol, body }),
    onSaved: (saved) => {
      toast.success(`${saved.symbol} saved`);
      onDone();
    },
    pending: update.isPending,
    errorIdOf: (field) => errorIdOf(idOf(field)),
  });
  // A stock a Stock Summary added before its listing record came has no board yet.
  const knownBoard = (LISTING_BOARDS as readonly string[]).includes(stock.board);

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <FormField id={idOf('name')} label="Name" error={errors.name}>
        <Input
          id={idOf('name')}
          {...invalid('name')}
          maxLength={160}
          autoComplete="off"
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
        />
      </FormField>
      <FormField id={idOf('board')} label="Board" error={errors.board}>
        <select
          id={idOf('board')}
          {...invalid('board')}
          className={cn(inputClasses, 'cursor-pointer')}
          value={values.board}
          onChange={(event) => set('board', event.target.value)}
        >
          {knownBoard ? null : (
            <option value={stock.board} disabled>
              {stock.board || 'Not set'}
            </option>
          )}
          {LISTING_BOARDS.map((board) => (
            <option key={board} value={board}>
              {board}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id={idOf('delisted_on')}
        label="Delisted on"
        error={errors.delisted_on}
        hint="The first day it no longer trades. Empty while it is listed; clearing it relists the stock."
      >
        <ClearableDateInput
          id={idOf('delisted_on')}
          value={values.delisted_on}
          invalid={Boolean(errors.delisted_on)}
          clearLabel="Clear delisting date"
          onChange={(value) => set('delisted_on', value)}
        />
      </FormField>
      <EditDialogActions pending={update.isPending} />
    </form>
  );
}
