import { Button, CloseButton, Group, NativeSelect, Pill, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { PageLoader } from '@/components/PageLoader';
import { toApiError } from '@/lib/api/errors';
import { useStaff } from '@/features/accounts';
import { useGroups } from '@/features/groups';
import { canImportFathers } from '@/features/imports';
import { ProgramFilterSelect, programFilterChoices, usePrograms } from '@/features/programs';
import { FATHER_STATUSES, type FatherStatus } from '@/lib/api/program';
import { useRole } from '@/lib/auth/roles';
import { hasNextPage } from '@/lib/cursor-pages';
import { notify } from '@/lib/toasts';
import { useExportFathers } from '../api/export-fathers';
import { FATHER_SORTS, useFathers } from '../api/get-fathers';
import { FathersTable } from '../components/FathersTable';
import { Pager } from '@/components/Pager';
import { filterPath, listFilter, type PathFilter } from '../utils/filters';

/** The search reaches the URL (and the server) this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

const SORT_KEYS = { name: 'nameAsc', '-name': 'nameDesc', created: 'createdAsc', '-created': 'createdDesc' } as const;

/**
 * /fathers/{filters…}: the path holds the status and group filters (/fathers/status/enrolled,
 * /fathers/group/{id}); ?q=, ?caseManagerId=, ?programId=, ?sort= and ?page= hold the rest.
 */
export function FathersListRoute() {
  const { t } = useTranslation();
  const { '*': splat } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { page, ...filter } = listFilter(splat, params);
  const fathers = useFathers(filter, page);
  const groups = useGroups();
  const role = useRole();
  const { staff: isStaff, director } = role;
  // Directors choose a case manager; anyone opening a link filtered by one reads his name.
  const staff = useStaff({ enabled: director || Boolean(filter.caseManagerId) });
  // The program filter, once the reader knows two programs (a father never sees it).
  const programs = usePrograms({ enabled: isStaff });
  const programFilter = isStaff ? programFilterChoices(programs.data, filter.programId) : null;
  const exportCsv = useExportFathers();

  // The box follows the URL when it changes from outside (back and forward).
  const [search, setSearch] = useState(filter.q ?? '');
  const [shownQ, setShownQ] = useState(filter.q ?? '');
  if (filter.q !== shownQ) {
    setShownQ(filter.q ?? '');
    if (filter.q !== search.trim()) setSearch(filter.q ?? '');
  }

  const updateParams = (change: (next: URLSearchParams) => void, replace = false) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        change(next);
        return next;
      },
      { replace },
    );

  const applySearch = useDebouncedCallback((value: string) => {
    updateParams((next) => {
      if (value.trim()) next.set('q', value.trim());
      else next.delete('q');
      next.delete('page');
    }, true);
  }, SEARCH_DEBOUNCE_MS);

  const setCaseManager = (id: string | undefined) =>
    updateParams((next) => {
      if (id) next.set('caseManagerId', id);
      else next.delete('caseManagerId');
      next.delete('page');
    });

  const setProgram = (id: string | undefined) =>
    updateParams((next) => {
      if (id) next.set('programId', id);
      else next.delete('programId');
      next.delete('page');
    });

  const setPathFilter = (change: PathFilter) => {
    // A new filter starts again at the first page; search and sort stay.
    const next = new URLSearchParams(params);
    next.delete('page');
    const query = next.toString();
    navigate({
      pathname: filterPath({ status: filter.status, groupId: filter.groupId, ...change }),
      search: query ? `?${query}` : '',
    });
  };

  const runExport = () =>
    exportCsv.mutate(filter, { onError: (error) => notify.error(toApiError(error).message) });

  // Search, status, group and sort, and a director's case manager and the program filter when shown.
  const filterCount = 4 + (director ? 1 : 0) + (programFilter ? 1 : 0);
  const rows = fathers.data?.fathers ?? [];
  const filtered = Boolean(filter.q || filter.status || filter.groupId || filter.caseManagerId || filter.programId);
  const caseManagerKnown = staff.data?.some((member) => member.id === filter.caseManagerId) ?? false;
  const caseManagerName = !filter.caseManagerId
    ? ''
    : (staff.data?.find((member) => member.id === filter.caseManagerId)?.displayName ??
      (staff.isPending ? t('common.loading') : t('fathers.unknownCaseManager')));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t('fathers.title')}</Title>
          <Text c="dimmed">{t('fathers.description')}</Text>
        </Stack>
        <Group gap="xs">
          {canImportFathers(programs.data, role) && (
            <Button variant="default" component={Link} to="/fathers/import">
              {t('imports.page.open')}
            </Button>
          )}
          <Button variant="default" loading={exportCsv.isPending} onClick={runExport}>
            {t('fathers.exportCsv')}
          </Button>
          <Button component={Link} to="/fathers/new">
            {t('fathers.new')}
          </Button>
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 1, xs: 2, md: filterCount <= 5 ? filterCount : 3, xl: filterCount }} spacing="sm">
        <TextInput
          type="search"
          label={t('fathers.search')}
          placeholder={t('fathers.searchPlaceholder')}
          value={search}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setSearch(event.currentTarget.value);
            applySearch(event.currentTarget.value);
          }}
        />
        <NativeSelect
          label={t('fields.status')}
          value={filter.status ?? ''}
          onChange={(event) => setPathFilter({ status: (event.currentTarget.value || undefined) as FatherStatus | undefined })}
          data={[
            { value: '', label: t('fathers.allStatuses') },
            ...FATHER_STATUSES.map((status) => ({ value: status, label: t(`program.fatherStatus.${status}`) })),
          ]}
        />
        <NativeSelect
          label={t('fields.group')}
          value={filter.groupId ?? ''}
          onChange={(event) => setPathFilter({ groupId: event.currentTarget.value || undefined })}
          data={[
            { value: '', label: t('fathers.allGroups') },
            ...(groups.data ?? []).map((group) => ({ value: group.id, label: group.name })),
            // A link to a group that is gone (or not loaded yet) still shows what it filters on.
            ...(filter.groupId && !groups.data?.some((group) => group.id === filter.groupId)
              ? [{ value: filter.groupId, label: groups.isPending ? t('common.loading') : t('fathers.unknownGroup') }]
              : []),
          ]}
        />
        {programFilter && (
          <ProgramFilterSelect programs={programFilter} value={filter.programId} onChange={setProgram} loading={programs.isPending} />
        )}
        {director && (
          <NativeSelect
            label={t('fields.caseManager')}
            value={filter.caseManagerId ?? ''}
            onChange={(event) => setCaseManager(event.currentTarget.value || undefined)}
            data={[
              { value: '', label: t('fathers.allCaseManagers') },
              ...(staff.data ?? []).map((member) => ({ value: member.id, label: member.displayName })),
              // A link to an account that is gone (or not loaded yet) still shows what it filters on.
              ...(filter.caseManagerId && !caseManagerKnown ? [{ value: filter.caseManagerId, label: caseManagerName }] : []),
            ]}
          />
        )}
        <NativeSelect
          label={t('fathers.sort')}
          value={filter.sort ?? 'name'}
          onChange={(event) =>
            updateParams((next) => {
              if (event.currentTarget.value === 'name') next.delete('sort');
              else next.set('sort', event.currentTarget.value);
              next.delete('page');
            })
          }
          data={FATHER_SORTS.map((sort) => ({ value: sort, label: t(`fathers.sorts.${SORT_KEYS[sort]}`) }))}
        />
      </SimpleGrid>

      {filter.caseManagerId && (
        <Group gap={6}>
          <Pill size="lg" maw="100%">
            <Group gap={4} wrap="nowrap">
              <Text span size="sm" truncate>
                {t('fathers.caseManagerFilter', { name: caseManagerName })}
              </Text>
              <CloseButton
                size="xs"
                aria-label={t('fathers.clearCaseManager', { name: caseManagerName })}
                onClick={() => setCaseManager(undefined)}
              />
            </Group>
          </Pill>
        </Group>
      )}

      {fathers.isPending ? (
        <PageLoader />
      ) : fathers.isError ? (
        <LoadError title={t('fathers.loadFailed')} error={fathers.error} onRetry={() => void fathers.refetch()} />
      ) : rows.length === 0 && page === 0 ? (
        <Text c="dimmed">{filtered ? t('fathers.noMatch') : t('fathers.empty')}</Text>
      ) : (
        <div style={{ opacity: fathers.isPlaceholderData ? 0.6 : 1 }} aria-busy={fathers.isFetching}>
          <FathersTable fathers={rows} />
        </div>
      )}
      <Pager
        page={page}
        hasNext={hasNextPage(fathers.data)}
        busy={fathers.isPlaceholderData}
        onChange={(index) =>
          updateParams((next) => {
            if (index > 0) next.set('page', String(index + 1));
            else next.delete('page');
          })
        }
      />
    </Stack>
  );
}
