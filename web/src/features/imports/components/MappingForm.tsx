import { Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Form, SelectField, useAppForm } from '@/components/form';
import { ProgramSelectField, type Program } from '@/features/programs';
import type { ApiError } from '@/lib/api/errors';
import { rules } from '@/lib/validation';
import { IMPORT_FIELDS, type ColumnMapping, type ImportField } from '../api/types';
import { useFieldLabel } from './useFieldLabel';
import { isImportField } from '../utils/mapping';

export interface MappingValues {
  /** The file's columns, in its order, each with the field it fills ('' = ignored). */
  columns: { name: string; field: string }[];
  /** The program new records go in: chosen only once the viewer may import into two (else ''). */
  programId: string;
}

/** The mapping the values say, by column. */
export function mappingOf(values: MappingValues): ColumnMapping {
  return Object.fromEntries(values.columns.map(({ name, field }) => [name, isImportField(field) ? field : null]));
}

/**
 * Which field each column of the file fills (or "Ignore"), and the program when there is a
 * choice; a field chosen for two columns is shown on the second and not sent. Each change is
 * told to `onChange` (the page keeps it for the next file and knows the preview is old).
 */
export function MappingForm({
  mapping,
  programId,
  programs,
  onChange,
  onSubmit,
  onError,
}: {
  mapping: ColumnMapping;
  programId: string;
  /** The programs to choose among, or null: no choice to make. */
  programs: readonly Program[] | null;
  onChange: (values: MappingValues) => void;
  onSubmit: (values: MappingValues) => Promise<unknown>;
  onError: (error: ApiError) => void;
}) {
  const { t } = useTranslation();
  const label = useFieldLabel();
  const schema = useMemo(() => {
    const { required } = rules(t);
    return z
      .object({
        columns: z.array(z.object({ name: z.string(), field: z.string() })),
        programId: programs ? required(t('programs.select.label')) : z.string(),
      })
      .superRefine((values, context) => {
        const seen = new Set<string>();
        values.columns.forEach(({ field }, index) => {
          if (!field) return;
          if (seen.has(field)) context.addIssue({ code: 'custom', path: ['columns', index, 'field'], message: t('imports.mapping.twice') });
          seen.add(field);
        });
        if (seen.size === 0 && values.columns.length > 0) {
          context.addIssue({ code: 'custom', path: ['columns', 0, 'field'], message: t('imports.mapping.noneMapped') });
        }
      });
  }, [programs, t]);
  const form = useAppForm<MappingValues>(schema, {
    columns: Object.entries(mapping).map(([name, field]) => ({ name, field: field ?? '' })),
    programId,
  });

  useEffect(() => {
    const subscription = form.watch((values) => onChange(values as MappingValues));
    return () => subscription.unsubscribe();
  }, [form, onChange]);

  const options = [{ value: '', label: t('imports.mapping.ignore') }, ...IMPORT_FIELDS.map((field: ImportField) => ({ value: field, label: label(field) }))];
  const columns = form.getValues('columns');

  return (
    <Form<MappingValues> form={form} onSubmit={onSubmit} onError={onError} submitLabel={t('imports.mapping.preview')} validateOn="change" aria-label={t('imports.mapping.heading')}>
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('imports.mapping.heading')}
        </Title>
        <Text size="sm">{t('imports.mapping.description')}</Text>
        <Text size="sm" c="dimmed">
          {t('imports.mapping.matching')}
        </Text>
      </Stack>
      {columns.map((column, index) => (
        <SelectField<MappingValues> key={column.name} name={`columns.${index}.field`} label={t('imports.mapping.column', { column: column.name })} options={options} />
      ))}
      {programs && <ProgramSelectField<MappingValues> name="programId" programs={programs} />}
    </Form>
  );
}
