import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { failureReason, sender, textState } from './text-state';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const out = { direction: 'out' as const, errorCode: null };

describe('a text’s state in words', () => {
  it('says where a text the program sent has got to, and nothing for his own', () => {
    expect(textState(i18n.t, { ...out, status: 'queued' })).toBe('Waiting to send');
    expect(textState(i18n.t, { ...out, status: 'sent' })).toBe('Sent');
    expect(textState(i18n.t, { ...out, status: 'delivered' })).toBe('Delivered');
    expect(textState(i18n.t, { direction: 'in', status: 'received', errorCode: null })).toBeNull();
  });

  it('says why one did not arrive, and an unknown provider code as the code', () => {
    expect(textState(i18n.t, { ...out, status: 'failed', errorCode: '21610' })).toBe(
      'Not sent: his number opted out of texts (he replied STOP, or told his carrier)',
    );
    expect(textState(i18n.t, { ...out, status: 'undelivered', errorCode: '30003' })).toBe('Not delivered: error 30003');
    expect(textState(i18n.t, { ...out, status: 'failed', errorCode: null })).toBe('Not sent');
    expect(failureReason(i18n.t, 'expired')).toBe('what it reminded him of had already started');
    expect(failureReason(i18n.t, 'no-consent')).toBe('his consent to texts was taken back before it went');
    expect(failureReason(i18n.t, 'no-phone')).toBe('his number could no longer take texts');
    expect(failureReason(i18n.t, 'gave-up')).toBe('the text service kept failing for a day');
    expect(failureReason(i18n.t, 'withdrawn')).toBe('the announcement was deleted');
  });

  it('names the staff member who wrote a text, or why the program sent it', () => {
    expect(sender(i18n.t, { kind: 'message', sentByName: 'Ana López' })).toBe('Ana López');
    expect(sender(i18n.t, { kind: 'message', sentByName: null })).toBe('Program staff');
    expect(sender(i18n.t, { kind: 'reminder', sentByName: null })).toBe('Reminder');
    expect(sender(i18n.t, { kind: 'confirmation', sentByName: null })).toBe('Consent confirmation');
  });

  it('says it in Spanish', async () => {
    await i18n.changeLanguage('es');
    expect(textState(i18n.t, { ...out, status: 'delivered' })).toBe('Entregado');
    expect(textState(i18n.t, { ...out, status: 'undelivered', errorCode: '30005' })).toBe('No entregado: error 30005');
    expect(sender(i18n.t, { kind: 'announcement', sentByName: null })).toBe('Anuncio');
  });
});
