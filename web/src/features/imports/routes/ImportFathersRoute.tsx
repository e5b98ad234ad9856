import { Alert, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { usePrograms } from '@/features/programs';
import { toApiError, type ApiError } from '@/lib/api/errors';
import { useRole } from '@/lib/auth/roles';
import { notify } from '@/lib/toasts';
import { useImportFathers } from '../api/import-fathers';
import { usePreviewImport } from '../api/preview-import';
import type { ColumnMapping, Import, ImportPreview, ImportUpload, UndoneImport } from '../api/types';
import { useUndoImport } from '../api/undo-import';
import { ImportOutcome } from '../components/ImportOutcome';
import { MappingForm, mappingOf, type MappingValues } from '../components/MappingForm';
import { PreviewRows } from '../components/PreviewRows';
import { RecentImports } from '../components/RecentImports';
import { readCsvHeader } from '../utils/csv-header';
import { canImportFathers, importablePrograms } from '../utils/importable';
import { initialMapping, rememberedMapping, rememberMapping } from '../utils/mapping';

/**
 * The server's limit on a file (MAX_IMPORT_BYTES, 5 MB), checked here first: the document says
 * it only in words, so it is written here too.
 */
const MAX_FILE_BYTES = 5_000_000;

interface Chosen {
  file: File;
  headers: string[];
  /** Counts the files chosen: the mapping form starts again with each. */
  serial: number;
}

/**
 * /fathers/import (a director or a program's manager): a CSV file's columns matched to a father's
 * fields, a dry run of every row, the import (only once no row has errors), its undo, and the
 * recent imports with theirs.
 */
export function ImportFathersRoute() {
  const { t } = useTranslation();
  const role = useRole();
  const programs = usePrograms();
  const previewImport = usePreviewImport();
  const importFathers = useImportFathers();
  const undo = useUndoImport();
  const resetFile = useRef<() => void>(null);

  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [draft, setDraft] = useState<{ mapping: ColumnMapping; programId: string }>({ mapping: {}, programId: '' });
  const [preview, setPreview] = useState<{ sent: ImportUpload; answer: ImportPreview } | null>(null);
  const [done, setDone] = useState<Import | null>(null);
  const [undone, setUndone] = useState<UndoneImport | null>(null);
  const [confirmUndo, setConfirmUndo] = useState<Import | null>(null);

  const onDraftChange = useCallback((values: MappingValues) => setDraft({ mapping: mappingOf(values), programId: values.programId }), []);

  if (programs.isPending) return <PageLoader />;
  const importable = importablePrograms(programs.data, role);
  const choices = importable.length >= 2 ? importable : null;
  // With one program to import into it is sent all the same: the server needs it once there are two open ones.
  const programId = choices ? draft.programId : (importable[0]?.id ?? '');

  const header = <PageHeader title={t('imports.page.title')} description={t('imports.page.description')} back={{ to: '/fathers', label: t('imports.page.back') }} />;
  if (!programs.isError && !canImportFathers(programs.data, role)) {
    return (
      <Stack gap="md" maw={960}>
        {header}
        <Alert color="red" variant="light" role="alert">
          {t('imports.page.forbidden')}
        </Alert>
      </Stack>
    );
  }

  const choose = async (file: File | null) => {
    // The same (corrected) file may be chosen again.
    resetFile.current?.();
    if (!file) return;
    setFileError(null);
    if (file.size > MAX_FILE_BYTES) {
      setFileError(t('serverMessages.importTooLarge', { max: String(MAX_FILE_BYTES / 1_000_000) }));
      return;
    }
    let headers: string[];
    try {
      headers = await readCsvHeader(file);
    } catch {
      setFileError(t('imports.file.unreadable'));
      return;
    }
    if (headers.length === 0 || headers.every((name) => name === '')) {
      setFileError(t('imports.file.empty'));
      return;
    }
    // A corrected file keeps the columns' fields chosen here; new columns take the remembered or guessed one.
    const mapping = initialMapping(headers, draft.mapping, rememberedMapping(role.userId));
    setDraft((before) => ({ ...before, mapping }));
    setChosen((before) => ({ file, headers, serial: (before?.serial ?? 0) + 1 }));
    setPreview(null);
    setDone(null);
    setUndone(null);
  };

  const runPreview = async (values: MappingValues) => {
    if (!chosen) return;
    const mapping = mappingOf(values);
    rememberMapping(role.userId, mapping);
    const sent: ImportUpload = { file: chosen.file, mapping, ...(programId || values.programId ? { programId: choices ? values.programId : programId } : {}) };
    const answer = await previewImport.mutateAsync(sent);
    setPreview({ sent, answer });
    setDone(null);
    setUndone(null);
  };

  const previewFailed = (error: ApiError) => notify.error(error.fields.file ?? error.fields.mapping ?? error.message);

  const runImport = async () => {
    if (!preview) return;
    try {
      const result = await importFathers.mutateAsync(preview.sent);
      setDone(result);
      setPreview(null);
      notify.success(t('imports.toasts.imported', { count: result.counts.create + result.counts.update }));
    } catch (error) {
      notify.error(toApiError(error).message);
    }
  };

  const runUndo = async (entry: Import) => {
    try {
      const result = await undo.mutateAsync(entry.id);
      if (done?.id === entry.id) setUndone(result);
      notify.success(t('imports.toasts.undone'));
    } catch (error) {
      notify.error(toApiError(error).message);
    } finally {
      setConfirmUndo(null);
    }
  };

  const counts = preview?.answer.counts;
  const stale =
    preview !== null &&
    (preview.sent.file !== chosen?.file || JSON.stringify(preview.sent.mapping) !== JSON.stringify(draft.mapping) || (preview.sent.programId ?? '') !== programId);
  const toImport = counts ? counts.create + counts.update : 0;
  const blocked = counts ? (counts.error > 0 ? t('imports.preview.hasErrors', { count: counts.error }) : stale ? t('imports.preview.stale') : toImport === 0 ? t('imports.preview.nothingToImport') : null) : null;

  return (
    <Stack gap="lg" maw={960}>
      {header}

      <Paper withBorder p="md" component="section" aria-labelledby="import-file">
        <Stack gap="xs">
          <Title order={2} size="h3" id="import-file">
            {t('imports.file.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('imports.file.hint')}
          </Text>
          <Group gap="sm" wrap="wrap">
            <FileButton onChange={(file) => void choose(file)} accept=".csv,text/csv" resetRef={resetFile} inputProps={{ 'aria-label': t('imports.file.label') }}>
              {(props) => (
                <Button {...props} variant="default">
                  {t('imports.file.placeholder')}
                </Button>
              )}
            </FileButton>
            {chosen && <Text size="sm">{t('imports.file.chosen', { name: chosen.file.name, count: chosen.headers.length })}</Text>}
          </Group>
          {fileError && (
            <Alert color="red" variant="light" role="alert">
              {fileError}
            </Alert>
          )}
        </Stack>
      </Paper>

      {chosen && !done && (
        <Paper withBorder p="md" component="section" aria-label={t('imports.mapping.heading')}>
          <MappingForm
            key={chosen.serial}
            mapping={draft.mapping}
            programId={draft.programId}
            programs={choices}
            onChange={onDraftChange}
            onSubmit={runPreview}
            onError={previewFailed}
          />
        </Paper>
      )}

      {preview && counts && (
        <Paper withBorder p="md" component="section" aria-labelledby="import-preview">
          <Stack gap="sm">
            <Title order={2} size="h3" id="import-preview">
              {t('imports.preview.heading')}
            </Title>
            <Text fw={600} role="status">
              {t('imports.preview.counts', { create: counts.create, update: counts.update, skip: counts.skip, error: counts.error })}
            </Text>
            {blocked && (
              <Alert color={counts.error > 0 ? 'red' : 'yellow'} variant="light" id="import-blocked">
                {blocked}
              </Alert>
            )}
            <Button onClick={() => void runImport()} disabled={blocked !== null} loading={importFathers.isPending} aria-describedby={blocked ? 'import-blocked' : undefined}>
              {t('imports.preview.import', { count: toImport })}
            </Button>
            <PreviewRows key={preview.answer.rows.length} rows={preview.answer.rows} />
          </Stack>
        </Paper>
      )}

      {done && <ImportOutcome done={done} undone={undone} busy={undo.isPending} onUndo={() => setConfirmUndo(done)} />}
      {done && (
        <Group>
          <Button
            variant="default"
            onClick={() => {
              setDone(null);
              setUndone(null);
              setChosen(null);
            }}
          >
            {t('imports.result.another')}
          </Button>
        </Group>
      )}

      <RecentImports programs={programs.data} busy={undo.isPending} onUndo={setConfirmUndo} />

      <ConfirmDialog
        opened={confirmUndo !== null}
        onClose={() => setConfirmUndo(null)}
        title={t('imports.result.undoTitle')}
        body={t('imports.result.undoBody')}
        confirmLabel={t('imports.result.undoConfirm')}
        busy={undo.isPending}
        onConfirm={() => {
          if (confirmUndo) void runUndo(confirmUndo);
        }}
      />
    </Stack>
  );
}
