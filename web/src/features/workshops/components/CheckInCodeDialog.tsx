import { Alert, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/Dialog';
import { LoadError } from '@/components/LoadError';
import { PageLoader } from '@/components/PageLoader';
import { toApiError } from '@/lib/api/errors';
import type { RosterEntry } from '@/lib/api/program';
import { type CheckInCode, checkInCodeKey, createCheckInCode, getCheckInCode, groupCode, type MarkMethod } from '@/features/rsvp';
import { formatTime } from '@/lib/dates';
import { useNarrow } from '@/lib/media';
import { notify } from '@/lib/toasts';
import { attendanceQuery } from '../api/get-attendance';

/** How often the count of fathers checked in is read again while the code is shown. */
const COUNT_EVERY_MS = 15_000;

/** The current code, or a new one when the session has none yet: opening the dialog asks for it. */
async function currentOrNewCode(sessionId: string): Promise<CheckInCode> {
  try {
    return await getCheckInCode(sessionId);
  } catch (error) {
    if (toApiError(error).status === 404) return createCheckInCode(sessionId);
    throw error;
  }
}

/**
 * "Check-in": the session's code as a large QR code, its six digits under it, until when it
 * works, and how many fathers checked in with it so far. Full screen on a phone, which the
 * facilitator props up at the door; the screen is kept awake while it shows.
 */
export function CheckInCodeDialog({
  sessionId,
  title,
  opened,
  onClose,
}: {
  sessionId: string;
  title: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // Read on the first render (not after it, as the kit's hook does by default): no second render of the page's dialog.
  const phone = useNarrow();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('checkInCode.title', { title })} fullScreen={phone} size="lg">
      {opened && <CheckInCodeBody sessionId={sessionId} title={title} onClose={onClose} />}
    </Dialog>
  );
}

function CheckInCodeBody({ sessionId, title, onClose }: { sessionId: string; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const code = useQuery({ queryKey: checkInCodeKey(sessionId), queryFn: () => currentOrNewCode(sessionId), staleTime: 0 });
  const renew = useMutation({
    mutationFn: () => createCheckInCode(sessionId),
    onSuccess: (fresh) => {
      queryClient.setQueryData(checkInCodeKey(sessionId), fresh);
      notify.success(t('checkInCode.renewed'));
    },
  });
  useScreenAwake();

  if (code.isPending) return <PageLoader />;
  if (code.isError) {
    const error = toApiError(code.error);
    // Outside the window (409), the server says when check-in opens or that it has closed.
    if (error.status === 409) {
      return (
        <Stack gap="md">
          <Alert color="yellow" variant="light" role="alert" title={t('checkInCode.unavailable')}>
            {error.message}
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" size="md" onClick={onClose}>
              {t('common.close')}
            </Button>
            <Button size="md" onClick={() => void code.refetch()} loading={code.isFetching}>
              {t('common.retry')}
            </Button>
          </Group>
        </Stack>
      );
    }
    return <LoadError title={t('checkInCode.loadFailed')} error={code.error} onRetry={() => void code.refetch()} />;
  }

  return (
    <Stack gap="md" align="center">
      <CodeShown key={`${code.data.code} ${code.data.expiresAt}`} code={code.data} title={title} />
      <CheckedInCount sessionId={sessionId} />
      {renew.isError && (
        <Alert color="red" variant="light" role="alert" w="100%">
          {toApiError(renew.error).message}
        </Alert>
      )}
      <Group gap="sm" justify="center" w="100%" grow>
        <Button variant="default" size="lg" onClick={onClose}>
          {t('common.close')}
        </Button>
        <Button size="lg" onClick={() => renew.mutate()} loading={renew.isPending}>
          {t('checkInCode.newCode')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The code as a QR code and as six digits, and until when it works (greyed out once it does not). */
function CodeShown({ code, title }: { code: CheckInCode; title: string }) {
  const { t } = useTranslation();
  const expired = useHasPassed(code.expiresAt);
  const digits = code.code.split('').join(' ');
  return (
    <>
      <QRCodeSVG
        value={code.url}
        size={320}
        level="M"
        marginSize={4}
        bgColor="#FFFFFF"
        fgColor="#000000"
        role="img"
        aria-label={t('checkInCode.qr', { title })}
        // As wide as the screen allows, leaving room under it for the digits.
        style={{ width: '100%', maxWidth: 'min(420px, 55dvh)', height: 'auto', opacity: expired ? 0.25 : 1 }}
      />
      <Text size="md" ta="center">
        {t('checkInCode.scan')}
      </Text>
      <Stack gap={4} align="center">
        <Text size="sm" c="dimmed" ta="center">
          {t('checkInCode.orType', { address: checkInAddress(code.url) })}
        </Text>
        <Text
          component="p"
          m={0}
          ff="monospace"
          fw={800}
          lh={1.1}
          c="black"
          style={{ fontSize: 'clamp(2.75rem, 14vw, 4.5rem)', letterSpacing: '0.08em', whiteSpace: 'nowrap' }}
          td={expired ? 'line-through' : undefined}
        >
          <span aria-hidden>{groupCode(code.code)}</span>
          <VisuallyHidden>{t('checkInCode.digits', { digits })}</VisuallyHidden>
        </Text>
      </Stack>
      {expired ? (
        <Alert color="yellow" variant="light" role="status" w="100%">
          {t('checkInCode.expired')}
        </Alert>
      ) : (
        <Text size="sm">{t('checkInCode.expires', { time: formatTime(code.expiresAt) })}</Text>
      )}
    </>
  );
}

/** Whether `at` has passed, turning true when it does. */
function useHasPassed(at: string): boolean {
  const [passed, setPassed] = useState(() => new Date(at).getTime() <= Date.now());
  useEffect(() => {
    if (passed) return;
    // setTimeout waits at most 2^31 - 1 ms (about 24 days); a code lasts hours.
    const wait = Math.min(new Date(at).getTime() - Date.now(), 2 ** 31 - 1);
    const timer = window.setTimeout(() => setPassed(true), Math.max(0, wait));
    return () => window.clearTimeout(timer);
  }, [at, passed]);
  return passed;
}

/** `https://dads.example.org/check-in?code=…` → `dads.example.org/check-in`: what to type by hand. */
function checkInAddress(url: string): string {
  try {
    const parsed = new URL(url, window.location.origin);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return `${window.location.host}/check-in`;
  }
}

/** The fathers marked by checking in, read from the roster (shared with the page) while the code shows. */
function CheckedInCount({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const roster = useQuery({ ...attendanceQuery(sessionId), refetchInterval: COUNT_EVERY_MS });
  if (!roster.data) return null;
  const count = roster.data.filter(checkedIn).length;
  return (
    <Text size="lg" fw={600} role="status" aria-live="polite">
      {t('checkInCode.checkedIn', { count })}
    </Text>
  );
}

function checkedIn(entry: RosterEntry): boolean {
  const method = (entry as RosterEntry & { method?: MarkMethod | null }).method;
  return method === 'check-in' && (entry.status === 'present' || entry.status === 'late');
}

/** A phone left showing the code does not dim and lock; where the browser allows it. */
function useScreenAwake() {
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let active = true;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock
        .request('screen')
        .then((sentinel) => {
          if (active) lock = sentinel;
          else void sentinel.release();
        })
        // Refused (battery saver, an old browser): the screen dims as usual.
        .catch(() => undefined);
    };
    request();
    // The lock is let go when the page is hidden; taken again when it shows.
    document.addEventListener('visibilitychange', request);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', request);
      void lock?.release().catch(() => undefined);
    };
  }, []);
}
