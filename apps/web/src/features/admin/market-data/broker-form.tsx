import {
  ZBrokerCategorySchema,
  ZBrokerColourSchema,
  ZUpdateBrokerRequestSchema,
  type TAdminBroker,
  type TUpdateBrokerRequest,
} from '@pantau/contracts';
import { issuesByField, useEditForm, type CheckedChanges } from '@/lib/form-errors';
import { Alert } from '@/ui/alert';
import { cn } from '@/ui/cn';
import { errorIdOf, FormField } from '@/ui/form-field';
import { Input, inputClasses } from '@/ui/input';
import { toast } from '@/ui/toaster';
import { ClearableDateInput, EditDialogActions } from './edit-dialog-parts';
import { useUpdateBroker } from './brokers-api';

type Category = TAdminBroker['category'];
type Colour = TAdminBroker['colour'];

type Values = { name: string; category: Category; colour: Colour; retired_on: string };
type Field = keyof Values;

const FIELDS: Field[] = ['name', 'category', 'colour', 'retired_on'];

const valuesOf = (broker: TAdminBroker): Values => ({
  name: broker.name,
  category: broker.category,
  colour: broker.colour,
  retired_on: broker.retired_on ?? '',
});

/**
 * The fields the admin changed, checked by the same schema the server applies. Untouched fields
 * stay out of the request so a save cannot overwrite what another admin changed meanwhile.
 */
function checkChanges(broker: TAdminBroker, values: Values): CheckedChanges<Field, TUpdateBrokerRequest> {
  const retiredOn = values.retired_on || null;
  const parsed = ZUpdateBrokerRequestSchema.safeParse({
    ...(values.name.trim() !== broker.name ? { name: values.name } : {}),
    ...(values.category !== broker.category ? { category: values.category } : {}),
    ...(values.colour !== broker.colour ? { colour: values.colour } : {}),
    ...(retiredOn !== broker.retired_on ? { retired_on: retiredOn } : {}),
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const { errors, other } = issuesByField(parsed.error.issues, FIELDS);
  return { ok: false, errors, formError: other };
}

const ID = 'broker';
const idOf = (field: Field) => `${ID}-${field}`;

/** PATCH /api/admin/brokers/:code from the edit dialog; `onDone` closes it once the list has the change. */
export function BrokerForm({ broker, onDone }: { broker: TAdminBroker; onDone: () => void }) {
  const update = useUpdateBroker();
  const { values, set, errors, formError, submit, invalid } = useEditForm({
    initial: () => valuesOf(broker),
    fields: FIELDS,
    check: (current: Values) => checkChanges(broker, current),
    save: (body) => update.mutateAsync({ code: broker.code, body }),
    onSaved: (saved) => {
      toast.success(`${saved.code} saved`);
      onDone();
    },
    pending: update.isPending,
    errorIdOf: (field) => errorIdOf(idOf(field)),
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <FormField id={idOf('name')} label="Name" error={errors.name}>
        <Input
          id={idOf('name')}
          {...invalid('name')}
          maxLength={120}
          autoComplete="off"
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={idOf('category')} label="Group" error={errors.category}>
          <select
            id={idOf('category')}
            {...invalid('category')}
            className={cn(inputClasses, 'cursor-pointer')}
            value={values.category}
            onChange={(event) => set('category', event.target.value as Category)}
          >
            {ZBrokerCategorySchema.options.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={idOf('colour')} label="Colour" error={errors.colour}>
          <select
            id={idOf('colour')}
            {...invalid('colour')}
            className={cn(inputClasses, 'cursor-pointer')}
            value={values.colour}
            onChange={(event) => set('colour', event.target.value as Colour)}
          >
            {ZBrokerColourSchema.options.map((colour) => (
              <option key={colour} value={colour}>
                {colour}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <FormField
        id={idOf('retired_on')}
        label="Retired on"
        error={errors.retired_on}
        hint="Empty while the exchange lists the code; clearing it reinstates the broker."
      >
        <ClearableDateInput
          id={idOf('retired_on')}
          value={values.retired_on}
          invalid={Boolean(errors.retired_on)}
          clearLabel="Clear retirement date"
          onChange={(value) => set('retired_on', value)}
        />
      </FormField>
      <EditDialogActions pending={update.isPending} />
    </form>
  );
}
