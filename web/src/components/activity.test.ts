import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import en from '@/lib/i18n/locales/en-app';
import es from '@/lib/i18n/locales/es-app';
import { serverSources } from '@/testing/server-sources';
import { activityText } from './activity';

/** The server's sentences: `Sentence::X => ("key", "English with {name}")` in domain/activity.rs. */
function serverSentences(): [string, string][] {
  const source = serverSources()['domain/activity.rs'];
  return [...source.matchAll(/Sentence::\w+\s*=>\s*\(\s*"(\w+)",\s*"([^"]*)",?\s*\)/g)].map((match) => [match[1], match[2]]);
}

const joined = {
  description: 'Marcus Hill joined Tuesday Dads',
  summary: { key: 'joined', names: { father: 'Marcus Hill', group: 'Tuesday Dads' } },
};
const cancelled = {
  description: 'Session 2 of Spring Dads is now cancelled',
  summary: { key: 'sessionStatus', names: { session: 'Session 2', cycle: 'Spring Dads', status: 'cancelled' } },
};

describe('activityText', () => {
  it('knows every sentence the server writes, in English word for word and in Spanish', () => {
    const sentences = serverSentences();
    expect(sentences.length).toBeGreaterThan(30);
    const english = en.activitySentences as Record<string, unknown>;
    const spanish = es.activitySentences as Record<string, unknown>;
    for (const [key, text] of sentences) {
      expect(english[key], key).toBe(text.replace(/\{(\w+)\}/g, '{{$1}}'));
      expect(typeof spanish[key], key).toBe('string');
    }
  });

  it('says an activity in English as the server wrote it', () => {
    expect(activityText(i18n.t, joined)).toBe(joined.description);
    expect(activityText(i18n.t, cancelled)).toBe(cancelled.description);
  });

  it('says it in Spanish from its sentence and names, a session status included', async () => {
    await i18n.changeLanguage('es');
    expect(activityText(i18n.t, joined)).toBe('Marcus Hill se unió a Tuesday Dads');
    expect(activityText(i18n.t, cancelled)).toBe('Session 2 de Spring Dads ahora está cancelada');
  });

  it('shows older activities, and sentences this build does not know, by their description', async () => {
    await i18n.changeLanguage('es');
    expect(activityText(i18n.t, { description: 'Created new user Sam', summary: null })).toBe('Created new user Sam');
    expect(activityText(i18n.t, { description: 'Something new', summary: { key: 'somethingNew', names: {} } })).toBe('Something new');
  });
});
