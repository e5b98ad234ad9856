import type { components } from '@/lib/api/schema.gen';

// Texts as the API sends them, for tests; overrides pick what a test is about.

type Text = components['schemas']['Text'];
type InboxRow = components['schemas']['InboxRow'];

export function makeText(overrides: Partial<Text> = {}): Text {
  const createdAt = overrides.createdAt ?? '2026-03-02T15:00:00.000Z';
  return {
    id: '0190-t001',
    fatherId: 'f1',
    direction: 'out',
    kind: 'message',
    body: 'See you Tuesday at 6.',
    status: 'delivered',
    encoding: 'GSM-7',
    segments: 1,
    providerId: 'SM1',
    errorCode: null,
    sentBy: 'st1',
    sentByName: 'Luis Staff',
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}

/** A text he sent: received, by no staff member. */
export function makeReply(overrides: Partial<Text> = {}): Text {
  return makeText({ direction: 'in', status: 'received', sentBy: null, sentByName: null, providerId: 'SMin', ...overrides });
}

export function makeInboxRow(overrides: Partial<InboxRow> = {}): InboxRow {
  return { fatherId: 'f1', fatherName: 'Sam Rivera', last: makeReply(), unread: 0, ...overrides };
}
