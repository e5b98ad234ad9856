import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { rules } from './validation';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error?.issues[0]?.message;
}

describe('the too-long rule, with the document limit', () => {
  const limit = { maxLength: 5 };

  it('lets an empty or short text through, trimmed, and names the field and the limit past it', () => {
    const r = rules(i18n.t);
    expect(r.text('Note', limit).parse('  ')).toBe('');
    expect(r.text('Note', limit).parse(' abcde ')).toBe('abcde');
    expect(firstMessage(r.text('Note', limit).safeParse('abcdef'))).toBe('Note must be at most 5 characters.');
    expect(r.tooLong('Note', limit)).toBe('Note must be at most 5 characters.');
  });

  it('asks for a required text first, then checks its length', () => {
    const r = rules(i18n.t);
    expect(firstMessage(r.requiredText('Title', limit).safeParse(' '))).toBe('Title is required.');
    expect(r.requiredText('Title', limit).parse('abc')).toBe('abc');
    expect(firstMessage(r.requiredText('Title', limit).safeParse('abcdef'))).toBe('Title must be at most 5 characters.');
  });

  it('says it in Spanish', async () => {
    await i18n.changeLanguage('es');
    expect(firstMessage(rules(i18n.t).text('Nota', limit).safeParse('abcdef'))).toBe('Nota debe tener como máximo 5 caracteres.');
  });
});
