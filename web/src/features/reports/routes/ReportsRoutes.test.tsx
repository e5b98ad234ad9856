import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests } from '@/lib/auth/session';
import { apiError, authAnswer, json, makeUser, mockApi, type Handler } from '@/testing/api';
import { makeFather, makeProgram } from '@/testing/program';
import { askedProgram, findProgramSelect, programOptions, queryProgramSelect, TWO_PROGRAMS } from '@/testing/program-select';
import { renderApp } from '@/testing/render';
import type { AttendanceLetter, Certificate, Report } from '../api/types';
import { presetRange } from '../utils/ranges';

const staff = makeUser({ id: 'admin', firstName: 'Ana', isAdmin: true });
const father = makeUser({ id: 'u9', firstName: 'Carlos' });

const figures = {
  fathersServed: 2,
  sessionsHeld: 5,
  hoursAttended: 7.5,
  attended: 5,
  countable: 9,
  attendanceRate: 5 / 9,
  newlyEnrolled: 2,
  completedCourse: 1,
  exited: 1,
  contacts: { count: 12, minutes: 95 },
  referrals: {
    fathers: 3,
    byType: { employment: 1, education: 0, legal: 0, 'child-support': 0, housing: 2, health: 0, 'mental-health': 0, 'substance-use': 0, 'domestic-violence': 0, other: 0 },
    byStatus: { made: 1, accepted: 0, 'in-progress': 1, completed: 1, declined: 0, 'no-show': 0 },
  },
  incentives: {
    count: 3,
    amountCents: 6500,
    byKind: { 'gift-card': 2, transport: 1, food: 0, childcare: 0, other: 0 },
    amountByKind: { 'gift-card': 5000, transport: 1500, food: 0, childcare: 0, other: 0 },
  },
  assessments: [],
  screenings: { count: 0, flagged: 0 },
};

const NO_INCENTIVES = { count: 0, amountCents: 0, byKind: {}, amountByKind: {} };

/** Who the 2 fathers served were; the server's object keys come in no particular order. */
const demographics = {
  fathers: 2,
  ageBands: { unknown: 1, '55-plus': 0, '25-34': 1, 'under-18': 0, '18-24': 0, '35-44': 0, '45-54': 0 },
  fatherType: { unknown: 0, 'father figure': 1, biological: 1, step: 0, expectant: 0 },
  setting: { unknown: 1, incarcerated: 1, community: 0 },
  language: { es: 1, en: 1 },
};

function report(from: string, to: string): Report {
  return {
    from,
    to,
    timeZone: 'America/Chicago',
    total: figures,
    demographics,
    milestonesByKind: [
      { kind: 'employment', count: 2 },
      { kind: 'housing', count: 1 },
    ],
    texts: { sent: 14, delivered: 12, failed: 2, fathersReached: 9 },
    groups: [
      {
        groupId: 'g1',
        groupName: 'Second',
        ...figures,
        fathersServed: 1,
        hoursAttended: 3,
        attended: 2,
        countable: 4,
        attendanceRate: 0.5,
        exited: 0,
        contacts: { count: 0, minutes: 0 },
        referrals: { fathers: 0, byType: { housing: 0 }, byStatus: { made: 0 } },
        incentives: NO_INCENTIVES,
      },
      { groupId: 'g2', groupName: 'Tuesday', ...figures, hoursAttended: 4.5, attended: 3, countable: 5, attendanceRate: 0.6 },
    ],
  };
}

function signedInAs(user: typeof staff, extra: Record<string, Handler>) {
  return mockApi({
    'POST /api/auth/refresh': () => json(authAnswer(user)),
    // Staff know one program unless a test says otherwise: no program to choose.
    ...(user.isAdmin ? { 'GET /api/users': () => json([user]), 'GET /api/programs': () => json([makeProgram()]) } : {}),
    ...extra,
  });
}

/** The report handler: answers for the asked range and keeps what was asked. */
function reportHandler(asked: string[]): Handler {
  return (_init, url) => {
    const query = new URL(url, 'http://localhost').searchParams;
    asked.push(`${query.get('from')}..${query.get('to')}`);
    return json(report(query.get('from') ?? '', query.get('to') ?? ''));
  };
}

beforeEach(() => resetSessionForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetSessionForTests();
});

describe('funder report', () => {
  it('shows this month’s figures, the groups and the milestones; a preset moves the days and the address', { timeout: 20_000 }, async () => {
    const asked: string[] = [];
    signedInAs(staff, { 'GET /api/reports/summary': reportHandler(asked) });
    const user = userEvent.setup();
    const { router } = renderApp('/workshops/report');
    expect(await screen.findByRole('heading', { name: 'Funder report' })).toBeInTheDocument();
    const month = presetRange('thisMonth');
    await waitFor(() => expect(asked).toEqual([`${month.from}..${month.to}`]));
    expect(screen.getByLabelText('First day')).toHaveValue(month.from);
    expect(screen.getByLabelText('Last day')).toHaveValue(month.to);

    const totals = within(await screen.findByRole('region', { name: 'All groups' }));
    expect(totals.getByText('Fathers served').nextSibling).toHaveTextContent('2');
    expect(totals.getByText('Hours attended').nextSibling).toHaveTextContent('7.5');
    expect(totals.getByText('Attendance rate').nextSibling).toHaveTextContent('56%');
    expect(totals.getByText('5 of 9 sessions')).toBeInTheDocument();
    expect(screen.getByTestId('report-days')).toHaveTextContent('(days in America/Chicago)');

    const groups = within(screen.getByRole('table', { name: 'Figures by group' }));
    const tuesday = groups.getByRole('row', { name: /Tuesday/ });
    expect(within(tuesday).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2', '2', '1', '1', '5', '4.5', '60% (3 of 5)']);
    const milestones = within(screen.getByRole('table', { name: 'Milestones reached, by kind' }));
    expect(milestones.getByRole('row', { name: 'Employment 2' })).toBeInTheDocument();
    expect(milestones.getByRole('row', { name: 'housing 1' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Period'), 'lastQuarter');
    const quarter = presetRange('lastQuarter');
    await waitFor(() => expect(asked).toContain(`${quarter.from}..${quarter.to}`));
    expect(router.state.location.search).toBe('?period=lastQuarter');
    expect(screen.getByLabelText('First day')).toHaveValue(quarter.from);

    // The grant year's option names its federal fiscal year and its days.
    const fiscalYear = dayjs().month() >= 9 ? dayjs().year() + 1 : dayjs().year();
    expect(screen.getByRole('option', { name: new RegExp(`^Grant year FY${fiscalYear} \\(Oct 1, ${fiscalYear - 1} – Sep 30, ${fiscalYear}\\)$`) })).toBeInTheDocument();
  });

  it('takes any two days, tells a reversed range on its field without asking, and shows the server’s word on a field', async () => {
    const asked: string[] = [];
    signedInAs(staff, {
      'GET /api/reports/summary': (init, url) => {
        const query = new URL(url, 'http://localhost').searchParams;
        if (query.get('from') === '2020-01-01') {
          return apiError(400, 'invalid-argument', 'invalidForm', { to: ['reportTooLong', { max: '1098' }] });
        }
        return reportHandler(asked)(init, url);
      },
    });
    const { router } = renderApp('/workshops/report?period=custom&from=2026-02-01&to=2026-01-31');
    expect(await screen.findByText('The last day must not be before the first.')).toBeInTheDocument();
    expect(screen.getByLabelText('Last day')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(asked).toEqual([]);
    expect(screen.getByLabelText('Period')).toHaveValue('custom');

    await router.navigate('/workshops/report?period=custom&from=2026-01-01&to=2026-01-31');
    await waitFor(() => expect(asked).toEqual(['2026-01-01..2026-01-31']));
    expect(await screen.findByTestId('report-days')).toHaveTextContent('Jan 1, 2026 – Jan 31, 2026');

    await router.navigate('/workshops/report?period=custom&from=2020-01-01&to=2026-01-31');
    expect(await screen.findByText('A report covers at most 1098 days.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'All groups' })).not.toBeInTheDocument();
  });

  it('downloads the spreadsheet named after its days and prints', async () => {
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { calls } = signedInAs(staff, {
      'GET /api/reports/summary': reportHandler([]),
      'GET /api/reports/summary.csv': () => new Response('group\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    const user = userEvent.setup();
    renderApp('/workshops/report?period=custom&from=2026-01-01&to=2026-03-31');
    await screen.findByRole('region', { name: 'All groups' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads).toEqual(['report-2026-01-01-2026-03-31.csv']));
    const csv = calls.find((call) => call.path === '/api/reports/summary.csv');
    expect(new URL(csv?.url ?? '', 'http://localhost').search).toBe('?from=2026-01-01&to=2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('counts contacts and referrals for the program and each group', async () => {
    signedInAs(staff, { 'GET /api/reports/summary': reportHandler([]) });
    renderApp('/workshops/report?period=custom&from=2026-01-01&to=2026-03-31');
    const casework = within(await screen.findByRole('region', { name: 'Contacts and referrals' }));
    expect(casework.getByText('Contacts', { selector: 'dt' }).nextSibling).toHaveTextContent('12');
    expect(casework.getByText('95 minutes in all')).toBeInTheDocument();
    expect(casework.getByText('Fathers referred', { selector: 'dt' }).nextSibling).toHaveTextContent('3');
    expect(casework.getByText('3 referrals made')).toBeInTheDocument();
    const byType = within(casework.getByRole('table', { name: 'Referrals by type' }));
    expect(byType.getAllByRole('row').slice(1, 3).map((row) => row.textContent)).toEqual(['Employment1', 'Education0']);
    expect(byType.getByRole('row', { name: 'Housing 2' })).toBeInTheDocument();
    const byStatus = within(casework.getByRole('table', { name: 'Referrals by status' }));
    expect(byStatus.getByRole('row', { name: 'In progress 1' })).toBeInTheDocument();
    const groups = within(casework.getByRole('table', { name: 'Contacts and referrals by group' }));
    expect(within(groups.getByRole('row', { name: /Tuesday/ })).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '12',
      '95',
      '3',
      'Employment 1, Housing 2',
      'Made 1, In progress 1, Completed 1',
    ]);
    expect(within(groups.getByRole('row', { name: /Second/ })).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['0', '0', '0', '—', '—']);
  });

  it('shows who was served: by age band youngest first, by father type, setting and language, not recorded last', async () => {
    signedInAs(staff, { 'GET /api/reports/summary': reportHandler([]) });
    renderApp('/workshops/report?period=custom&from=2026-01-01&to=2026-03-31');
    const served = within(await screen.findByRole('region', { name: 'Who was served' }));
    expect(served.getByText('2 fathers served, each counted once. Ages on the last day of the report.')).toBeInTheDocument();
    const rowsOf = (name: string) =>
      within(served.getByRole('table', { name }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.children].map((cell) => cell.textContent).join(' '));
    expect(rowsOf('Fathers served by age')).toEqual(['Under 18 0', '18–24 0', '25–34 1', '35–44 0', '45–54 0', '55 and over 0', 'Not recorded 1']);
    expect(rowsOf('Fathers served by father type')).toEqual([
      'Biological father 1',
      'Stepfather 0',
      'Expectant father 0',
      'Father figure 1',
      'Not recorded 0',
    ]);
    expect(rowsOf('Fathers served by setting')).toEqual(['Community 0', 'Incarcerated 1', 'Not recorded 1']);
    expect(rowsOf('Fathers served by language')).toEqual(['English 1', 'Español 1']);
    // A group's "exited" counts the program's exits of its members.
    expect(screen.getByText('Exited: members of the group who exited the program in these days.')).toBeInTheDocument();
  });

  it('says who was served in Spanish', async () => {
    signedInAs(makeUser({ ...staff, preferredLanguage: 'es' }), { 'GET /api/reports/summary': reportHandler([]) });
    renderApp('/workshops/report?period=custom&from=2026-01-01&to=2026-03-31');
    const served = within(await screen.findByRole('region', { name: 'A quiénes se atendió' }));
    expect(served.getByText('2 padres atendidos, cada uno contado una vez. Edades al último día del informe.')).toBeInTheDocument();
    const byAge = within(served.getByRole('table', { name: 'Padres atendidos por edad' }));
    expect(byAge.getByRole('row', { name: 'Menos de 18 0' })).toBeInTheDocument();
    expect(byAge.getByRole('row', { name: '55 o más 0' })).toBeInTheDocument();
    expect(byAge.getByRole('row', { name: 'Sin registrar 1' })).toBeInTheDocument();
    const bySetting = within(served.getByRole('table', { name: 'Padres atendidos por entorno' }));
    expect(bySetting.getByRole('row', { name: 'Privado de libertad 1' })).toBeInTheDocument();
    expect(served.getByRole('table', { name: 'Padres atendidos por tipo de padre' })).toBeInTheDocument();
    expect(served.getByRole('table', { name: 'Padres atendidos por idioma' })).toBeInTheDocument();
  });

  it('says contacts and referrals in Spanish', async () => {
    signedInAs(makeUser({ ...staff, preferredLanguage: 'es' }), { 'GET /api/reports/summary': reportHandler([]) });
    renderApp('/workshops/report?period=custom&from=2026-01-01&to=2026-03-31');
    const casework = within(await screen.findByRole('region', { name: 'Contactos y derivaciones' }));
    expect(casework.getByText('Contactos', { selector: 'dt' }).nextSibling).toHaveTextContent('12');
    expect(casework.getByText('95 minutos en total')).toBeInTheDocument();
    expect(casework.getByText('Padres derivados', { selector: 'dt' }).nextSibling).toHaveTextContent('3');
    const groups = within(casework.getByRole('table', { name: 'Contactos y derivaciones por grupo' }));
    expect(within(groups.getByRole('row', { name: /Tuesday/ })).getAllByRole('cell')[3]).toHaveTextContent('Empleo 1, Vivienda 2');
  });

  it('counts the incentives of the range, voided ones left out, and downloads their ledger for the same days', async () => {
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
    const { calls } = signedInAs(staff, {
      'GET /api/reports/summary': reportHandler([]),
      'GET /api/reports/incentives.csv': () => new Response('given_at,father\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    const user = userEvent.setup();
    renderApp('/workshops/report?period=custom&from=2026-01-01&to=2026-03-31');

    const incentives = within(await screen.findByRole('region', { name: 'Incentives' }));
    expect(incentives.getByText('Incentives given', { selector: 'dt' }).nextSibling).toHaveTextContent('3');
    expect(incentives.getByText('Total amount', { selector: 'dt' }).nextSibling).toHaveTextContent('$65.00');
    expect(incentives.getByText('Voided incentives are not counted.')).toBeInTheDocument();
    const byKind = within(incentives.getByRole('table', { name: 'Incentives by kind' }));
    expect(byKind.getByRole('row', { name: 'Gift card 2 $50.00' })).toBeInTheDocument();
    expect(byKind.getByRole('row', { name: 'Transport 1 $15.00' })).toBeInTheDocument();
    expect(byKind.getByRole('row', { name: 'Childcare 0 $0.00' })).toBeInTheDocument();
    const byGroup = within(incentives.getByRole('table', { name: 'Incentives by group' }));
    expect(byGroup.getByRole('row', { name: 'Tuesday 3 $65.00' })).toBeInTheDocument();
    expect(byGroup.getByRole('row', { name: 'Second 0 $0.00' })).toBeInTheDocument();

    await user.click(incentives.getByRole('button', { name: 'Download incentive ledger (CSV)' }));
    await waitFor(() => expect(downloads).toEqual(['incentives-2026-01-01-2026-03-31.csv']));
    const csv = calls.find((call) => call.path === '/api/reports/incentives.csv');
    expect(new URL(csv?.url ?? '', 'http://localhost').search).toBe('?from=2026-01-01&to=2026-03-31');
  });

  it('counts the texts the program sent in the range, in English and Spanish', async () => {
    signedInAs(staff, { 'GET /api/reports/summary': reportHandler([]) });
    const { unmount } = renderApp('/workshops/report?period=custom&from=2026-01-01&to=2026-03-31');
    const texts = within(await screen.findByRole('region', { name: 'Texts' }));
    const figure = (name: string) => texts.getByText(name, { selector: 'dt' }).nextSibling;
    expect(figure('Texts sent')).toHaveTextContent('14');
    expect(figure('Delivered')).toHaveTextContent('12');
    expect(figure('Not delivered')).toHaveTextContent('2');
    expect(figure('Fathers reached')).toHaveTextContent('9');
    unmount();

    vi.unstubAllGlobals();
    resetSessionForTests();
    signedInAs(makeUser({ ...staff, preferredLanguage: 'es' }), { 'GET /api/reports/summary': reportHandler([]) });
    renderApp('/workshops/report?period=custom&from=2026-01-01&to=2026-03-31');
    const textos = within(await screen.findByRole('region', { name: 'Mensajes de texto' }));
    expect(textos.getByText('Padres alcanzados', { selector: 'dt' }).nextSibling).toHaveTextContent('9');
  });

  it('shows each assessment’s change before and after, with the screenings made and flagged', async () => {
    const survey = {
      formId: 'survey',
      name: { en: 'Fathering survey', es: 'Encuesta sobre la paternidad' },
      fathers: 2,
      subscales: [
        { key: 'involvement', label: { en: 'Involvement', es: 'Participación' }, pre: 2.5, post: 3.6667, change: 1.1667 },
        { key: 'confidence', label: { en: 'Confidence', es: 'Confianza' }, pre: 3, post: null, change: null },
      ],
    };
    signedInAs(staff, {
      'GET /api/reports/summary': (_init, url) => {
        const query = new URL(url, 'http://localhost').searchParams;
        const base = report(query.get('from') ?? '', query.get('to') ?? '');
        return json({ ...base, total: { ...base.total, assessments: [survey], screenings: { count: 5, flagged: 1 } } });
      },
    });
    renderApp('/workshops/report?period=custom&from=2026-01-01&to=2026-03-31');
    const forms = within(await screen.findByRole('region', { name: 'Screenings and assessments' }));
    expect(forms.getByText('Screenings made', { selector: 'dt' }).nextSibling).toHaveTextContent('5');
    expect(forms.getByText('Flagged', { selector: 'dt' }).nextSibling).toHaveTextContent('1');
    expect(forms.getByRole('heading', { name: 'Fathering survey: 2 fathers with both before and after' })).toBeInTheDocument();
    const table = within(forms.getByRole('table', { name: 'Fathering survey' }));
    expect(table.getByRole('row', { name: 'Involvement 2.50 3.67 +1.17' })).toBeInTheDocument();
    expect(table.getByRole('row', { name: 'Confidence 3.00 — —' })).toBeInTheDocument();
  });

  it('says the incentives in Spanish, amounts in dollars as Spanish writes them', async () => {
    signedInAs(makeUser({ ...staff, preferredLanguage: 'es' }), { 'GET /api/reports/summary': reportHandler([]) });
    renderApp('/workshops/report?period=custom&from=2026-01-01&to=2026-03-31');
    const incentives = within(await screen.findByRole('region', { name: 'Incentivos' }));
    expect(incentives.getByText('Monto total', { selector: 'dt' }).nextSibling).toHaveTextContent(/^65,00\sUS\$$/);
    const byKind = within(incentives.getByRole('table', { name: 'Incentivos por tipo' }));
    expect(byKind.getByRole('row', { name: /^Tarjeta de regalo 2 50,00\sUS\$$/ })).toBeInTheDocument();
    expect(incentives.getByRole('button', { name: 'Descargar registro de incentivos (CSV)' })).toBeInTheDocument();
  });

  it('is for staff only', async () => {
    signedInAs(father, {});
    renderApp('/workshops/report');
    expect(await screen.findByRole('heading', { name: 'Not Allowed' })).toBeInTheDocument();
  });
});

describe('the funder report by program', () => {
  const RANGE = '?period=custom&from=2026-01-01&to=2026-03-31';
  /** Answers the range asked for, and keeps each request's programId. */
  function programHandler(asked: (string | null)[]): Handler {
    return (_init, url) => {
      asked.push(askedProgram(url));
      const query = new URL(url, 'http://localhost').searchParams;
      return json(report(query.get('from') ?? '', query.get('to') ?? ''));
    };
  }
  // A staff member who manages Young Dads and only works in Fatherhood Matters, and a third program he is not in.
  const manager = makeUser({ id: 'm1', firstName: 'Mia', isAdmin: true, staffRole: 'staff' });
  const MANAGER_PROGRAMS = [
    makeProgram({ staff: [{ userId: 'm1', displayName: 'Mia Admin', role: 'staff' }] }),
    makeProgram({ id: 'p2', name: 'Young Dads', code: 'YD', staff: [{ userId: 'm1', displayName: 'Mia Admin', role: 'manager' }] }),
    makeProgram({ id: 'p3', name: 'Dads Inside', code: 'DI' }),
  ];

  it('lets a director show one program, kept in the address with the days, the request and the spreadsheets', { timeout: 20_000 }, async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
    const asked: (string | null)[] = [];
    const { calls } = signedInAs(staff, {
      'GET /api/programs': () => json(TWO_PROGRAMS),
      'GET /api/reports/summary': programHandler(asked),
      'GET /api/reports/summary.csv': () => new Response('group\n', { headers: { 'Content-Type': 'text/csv' } }),
      'GET /api/reports/incentives.csv': () => new Response('given at\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    const user = userEvent.setup();
    const { router } = renderApp(`/workshops/report${RANGE}`);
    const select = await findProgramSelect();
    expect(select).toHaveValue('');
    expect(programOptions(select)).toEqual(['All programs', 'Fatherhood Matters', 'Young Dads']);
    await screen.findByRole('region', { name: 'All groups' });
    expect(asked).toEqual([null]);

    await user.selectOptions(select, 'Young Dads');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('programId')).toBe('p2'));
    await waitFor(() => expect(asked).toEqual([null, 'p2']));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/reports/summary.csv')).toBe(true));
    const csv = calls.find((call) => call.path === '/api/reports/summary.csv');
    expect(new URL(csv?.url ?? '', 'http://localhost').search).toBe('?from=2026-01-01&to=2026-03-31&programId=p2');
    // The incentive ledger is the same program's.
    await user.click(screen.getByRole('button', { name: 'Download incentive ledger (CSV)' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/reports/incentives.csv')).toBe(true));
    const ledger = calls.find((call) => call.path === '/api/reports/incentives.csv');
    expect(new URL(ledger?.url ?? '', 'http://localhost').search).toBe('?from=2026-01-01&to=2026-03-31&programId=p2');

    // Other days keep the program.
    await user.selectOptions(screen.getByLabelText('Period'), 'lastQuarter');
    await waitFor(() => expect(router.state.location.search).toBe('?period=lastQuarter&programId=p2'));
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(asked.at(-1)).toBe('p2');

    // "All programs": the organisation's report again.
    await user.selectOptions(await findProgramSelect(), 'All programs');
    await waitFor(() => expect(router.state.location.search).not.toContain('programId'));
    await waitFor(() => expect(asked.at(-1)).toBeNull());
  });

  it('offers a program’s manager only the programs he manages', { timeout: 20_000 }, async () => {
    const asked: (string | null)[] = [];
    signedInAs(manager, { 'GET /api/programs': () => json(MANAGER_PROGRAMS), 'GET /api/reports/summary': programHandler(asked) });
    const user = userEvent.setup();
    renderApp(`/workshops/report${RANGE}`);
    const select = await findProgramSelect();
    expect(programOptions(select)).toEqual(['All programs', 'Young Dads']);
    await user.selectOptions(select, 'Young Dads');
    await waitFor(() => expect(asked).toEqual([null, 'p2']));
  });

  it('opens on the program a link names', { timeout: 20_000 }, async () => {
    const asked: (string | null)[] = [];
    signedInAs(staff, { 'GET /api/programs': () => json(TWO_PROGRAMS), 'GET /api/reports/summary': programHandler(asked) });
    renderApp(`/workshops/report${RANGE}&programId=p2`);
    await waitFor(async () => expect(await findProgramSelect()).toHaveValue('p2'));
    await screen.findByRole('region', { name: 'All groups' });
    expect(asked).toEqual(['p2']);
  });

  it('is not offered to a director of one program, nor to staff who manage none', { timeout: 20_000 }, async () => {
    const asked: (string | null)[] = [];
    const { calls } = signedInAs(staff, { 'GET /api/reports/summary': programHandler(asked) });
    const { unmount } = renderApp(`/workshops/report${RANGE}`);
    await screen.findByRole('region', { name: 'All groups' });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/programs')).toBe(true));
    expect(queryProgramSelect()).not.toBeInTheDocument();
    unmount();
    resetSessionForTests();

    const other = makeUser({ id: 'm2', firstName: 'Tom', isAdmin: true, staffRole: 'staff' });
    const second = signedInAs(other, { 'GET /api/programs': () => json(MANAGER_PROGRAMS), 'GET /api/reports/summary': programHandler(asked) });
    renderApp(`/workshops/report${RANGE}`);
    await screen.findByRole('region', { name: 'All groups' });
    await waitFor(() => expect(second.calls.some((call) => call.path === '/api/programs')).toBe(true));
    expect(queryProgramSelect()).not.toBeInTheDocument();
    expect(asked).toEqual([null, null]);
  });

  it('names the choice in Spanish', { timeout: 20_000 }, async () => {
    signedInAs(makeUser({ ...staff, preferredLanguage: 'es' }), {
      'GET /api/programs': () => json(TWO_PROGRAMS),
      'GET /api/reports/summary': programHandler([]),
    });
    renderApp(`/workshops/report${RANGE}`);
    const select = await screen.findByRole('combobox', { name: 'Programa' });
    expect(programOptions(select)).toEqual(['Todos los programas', 'Fatherhood Matters', 'Young Dads']);
  });
});

const certificate: Certificate = {
  fatherId: 'f1',
  firstName: 'Carlos',
  lastName: 'Rivera',
  cycleId: 'c1',
  courseTitle: 'Spring Dads',
  groupName: 'Monday Dads',
  startDate: '2026-03-02',
  endDate: '2026-03-23',
  completedOn: '2026-03-23',
  sessionsAttended: 3,
  hoursAttended: 4.5,
  programName: 'Fatherhood Matters of Travis County',
  issuedOn: '2026-04-01',
};

const letter: AttendanceLetter = {
  fatherId: 'f1',
  firstName: 'Carlos',
  lastName: 'Rivera',
  sessions: [
    { date: '2026-03-02', title: 'Session 1', courseTitle: 'Spring Dads', status: 'present', hours: 1.5 },
    { date: '2026-03-09', title: 'Session 2', courseTitle: 'Spring Dads', status: 'late', hours: 1 },
  ],
  totalSessions: 2,
  totalHours: 2.5,
  programName: 'Fatherhood Matters of Travis County',
  issuedOn: '2026-04-01',
};

describe('papers to print', () => {
  it('prints his certificate: the program, his name, the course, its dates and hours, signed and dated', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    signedInAs(staff, { 'GET /api/fathers/f1/certificates': () => json([certificate]) });
    const user = userEvent.setup();
    renderApp('/fathers/f1/certificate/c1');
    const sheet = within(await screen.findByRole('article', { name: 'Certificate of Completion' }));
    expect(sheet.getByText('Fatherhood Matters of Travis County')).toBeInTheDocument();
    expect(sheet.getByText('Carlos Rivera')).toBeInTheDocument();
    expect(sheet.getByText('Spring Dads')).toBeInTheDocument();
    expect(
      sheet.getByText('with the group Monday Dads, held from Mar 2, 2026 to Mar 23, 2026, attending 3 sessions (4.5 hours).'),
    ).toBeInTheDocument();
    expect(sheet.getByText('Completed on Mar 23, 2026.')).toBeInTheDocument();
    expect(sheet.getByText('Issued on Apr 1, 2026')).toBeInTheDocument();
    expect(sheet.getByText(/For Fatherhood Matters of Travis County/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Carlos Rivera' })).toHaveAttribute('href', '/fathers/f1');
    await user.click(screen.getByRole('button', { name: 'Print certificate' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('has no certificate for a course not completed, and shows a father nothing of another father', async () => {
    signedInAs(father, {
      'GET /api/fathers/f1/certificates': () => json([certificate]),
      'GET /api/fathers/f2/certificates': () => apiError(404, 'not-found', 'noSuchFather'),
      'GET /api/fathers/f2/attendance-letter': () => apiError(404, 'not-found', 'noSuchFather'),
    });
    const { router } = renderApp('/fathers/f1/certificate/c9');
    expect(await screen.findByText('There is no certificate for this course: it has not been completed.')).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent('404');
    await router.navigate('/fathers/f2/certificate/c1');
    expect(await screen.findByText('These papers do not exist, or they are not yours to see.')).toBeInTheDocument();
    await router.navigate('/fathers/f2/attendance-letter');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument());
    expect(screen.queryByText('Carlos Rivera')).not.toBeInTheDocument();
  });

  it('finds a father’s own letter from /fathers/me and lists every session he attended, in Spanish for a Spanish speaker', async () => {
    signedInAs(makeUser({ ...father, preferredLanguage: 'es' }), {
      'GET /api/me/father': () => json(makeFather({ id: 'f1', userId: 'u9' })),
      'GET /api/fathers/f1/attendance-letter': () => json(letter),
    });
    const { router } = renderApp('/fathers/me/attendance-letter');
    const sheet = within(await screen.findByRole('article', { name: 'Carta de asistencia' }));
    expect(router.state.location.pathname).toBe('/fathers/f1/attendance-letter');
    expect(sheet.getByText('A quien corresponda:')).toBeInTheDocument();
    expect(sheet.getByText(/Carlos Rivera participa en el programa Fatherhood Matters of Travis County\. Ha asistido a 2 sesiones, 2,5 horas en total/)).toBeInTheDocument();
    const table = within(sheet.getByRole('table', { name: 'Sesiones asistidas' }));
    const rows = table.getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent));
    expect(rows.slice(1, 3)).toEqual([
      ['2 mar 2026', 'Session 1', 'Spring Dads', 'Presente', '1,5'],
      ['9 mar 2026', 'Session 2', 'Spring Dads', 'Tarde', '1'],
    ]);
    expect(table.getByRole('rowheader', { name: 'Total: 2 sesiones' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir carta' })).toBeInTheDocument();
  });
});
