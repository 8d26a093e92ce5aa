import { useEffect, useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import type { Profession } from '@/data/types';
import { cn } from '@/lib/cn';
import {
  CATEGORY_OPTIONS,
  createProfessionSchema,
  EMPTY_FORM,
  GROWTH_OPTIONS,
  type ProfessionFormValues,
} from '../schema';
import { toProfession } from '../to-profession';
import { zodResolver } from '../zod-resolver';
import { FormField } from './form-field';

interface AddProfessionFormProps {
  /** Whether a profession with this id already exists. */
  isTaken: (id: string) => boolean;
  /** Receives the new profession after a valid submit; the form then resets. */
  onAdd: (profession: Profession) => void;
}

const controlClass = (invalid: boolean) =>
  cn(
    'w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500',
    invalid ? 'border-red-600' : 'border-slate-300',
  );

/**
 * The add-profession form (docs/product.md#add-form): checked on submit, then again on every change;
 * the first invalid field gets focus.
 */
export function AddProfessionForm({ isTaken, onAdd }: AddProfessionFormProps) {
  const id = useId();
  const resolver = useMemo(() => zodResolver<ProfessionFormValues>(createProfessionSchema(isTaken)), [isTaken]);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ProfessionFormValues>({
    defaultValues: EMPTY_FORM,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver,
  });

  useEffect(() => setFocus('title'), [setFocus]);

  const submit = handleSubmit((values) => {
    onAdd(toProfession(values));
    reset(EMPTY_FORM);
  });

  const fieldId = (name: keyof ProfessionFormValues) => `${id}-${name}`;

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField id={fieldId('title')} label="Назва" error={errors.title?.message}>
        <input
          type="text"
          autoComplete="off"
          aria-required="true"
          placeholder="Наприклад: Веброзробник"
          className={controlClass(!!errors.title)}
          {...register('title')}
        />
      </FormField>
      <FormField id={fieldId('description')} label="Опис" error={errors.description?.message}>
        <textarea
          rows={3}
          aria-required="true"
          placeholder="Чим займається цей фахівець?"
          className={cn(controlClass(!!errors.description), 'min-h-20 resize-y')}
          {...register('description')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={fieldId('category')} label="Категорія" error={errors.category?.message}>
          <select aria-required="true" className={controlClass(!!errors.category)} {...register('category')}>
            <option value="">Обери категорію</option>
            {CATEGORY_OPTIONS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={fieldId('growth')} label="Прогноз розвитку" error={errors.growth?.message}>
          <select aria-required="true" className={controlClass(!!errors.growth)} {...register('growth')}>
            <option value="">Обери прогноз</option>
            {GROWTH_OPTIONS.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <FormField
        id={fieldId('image')}
        label="Посилання на зображення (необов’язково)"
        hint="Якщо залишиш поле порожнім, покажемо стандартне фото."
        error={errors.image?.message}
      >
        <input
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://…"
          className={controlClass(!!errors.image)}
          {...register('image')}
        />
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="justify-self-end">
        Додати професію
      </Button>
    </form>
  );
}
