import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/** react-hook-form set up the one way every form of the app works. */
export function useAppForm<TValues extends FieldValues>(
  schema: z.ZodType<TValues, TValues>,
  defaultValues: DefaultValues<TValues>,
) {
  return useForm<TValues>({
    resolver: zodResolver(schema),
    defaultValues,
    // Messages appear when a field loses focus, then follow every change.
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
}
