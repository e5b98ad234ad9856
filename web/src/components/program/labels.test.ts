import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { serverSources } from '@/testing/server-sources';
import { milestoneNote, milestoneTitle } from './labels';

const completed = { kind: 'completed course', title: 'Completed Primavera', note: 'Attended 5 of 6 sessions.' };

describe('a completed course’s milestone', () => {
  it('is written by the server in the words the app knows', () => {
    const completion = serverSources()['services/workshops/completion.rs'];
    expect(completion).toContain('format!("Completed {}", cycle.title)');
    expect(completion).toContain('format!("Attended {} of {} sessions.", row.progress.attended, row.progress.countable)');
  });

  it('reads in Spanish for a Spanish-speaking father, and as written in English', async () => {
    expect(milestoneTitle(i18n.t, completed)).toBe('Completed Primavera');
    expect(milestoneNote(i18n.t, completed)).toBe('Attended 5 of 6 sessions.');
    await i18n.changeLanguage('es');
    expect(milestoneTitle(i18n.t, completed)).toBe('Completó Primavera');
    expect(milestoneNote(i18n.t, completed)).toBe('Asistió a 5 de 6 sesiones.');
    expect(milestoneNote(i18n.t, { ...completed, note: 'Attended 1 of 1 sessions.' })).toBe('Asistió a 1 de 1 sesión.');
  });

  it('keeps what staff wrote, and other milestones, as they are', async () => {
    await i18n.changeLanguage('es');
    expect(milestoneTitle(i18n.t, { ...completed, title: 'Terminó el curso de primavera' })).toBe('Terminó el curso de primavera');
    expect(milestoneNote(i18n.t, { ...completed, note: 'Attended every session but one.' })).toBe('Attended every session but one.');
    expect(milestoneTitle(i18n.t, { kind: 'employment', title: 'Completed his forklift training' })).toBe('Completed his forklift training');
  });
});
