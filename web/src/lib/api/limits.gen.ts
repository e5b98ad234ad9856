// GENERATED FILE: do not edit by hand. The limits the server's OpenAPI document (`fatherhood openapi`,
// also served at GET /api/openapi.json) states for its schemas, so that a form checks what the
// server will with the server's own numbers.
// Regenerate with `make api-types` (or `FM_BIN=<server binary> npm run api-types` in web/);
// `make test` fails when this file is not what the server's document produces.
//
// By schema, then by property: the property's keywords (minLength, maxLength, pattern — the
// document's regular expression, as written —, minItems, maxItems, minimum, exclusiveMinimum,
// maximum, exclusiveMaximum), its items' under `items`, and where the property is one of
// several schemas (a date or a blank text), those alternatives' that have any, in the document's
// order, under `oneOf`/`anyOf`. A schema that is not an object (a list) has its own keywords.
// Schemas and properties without any limit are left out. A length counts Unicode characters (code
// points), as the server does.

export const limits = {
  AlbumInput: {
    description: { maxLength: 2000 },
    title: { minLength: 1, maxLength: 200, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
  },
  AnnouncementInput: {
    body: { minLength: 1, maxLength: 10000, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
    title: { minLength: 1, maxLength: 200, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
  },
  Child: {
    name: { minLength: 1, maxLength: 100, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
  },
  CleanupBody: {
    days: { minimum: 0, maximum: 36500 },
    userIds: { maxItems: 5000 },
  },
  CleanupResult: {
    deleted: { minimum: 0 },
  },
  ContactInput: {
    at: { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-' },
    followUpDue: {
      oneOf: [
        { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-\\d\\d-\\d\\d$' },
        { pattern: '^[\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]*$' },
      ],
    },
    minutes: { minimum: 0, maximum: 1440 },
    note: { maxLength: 4000 },
  },
  CycleInput: {
    completionThreshold: { exclusiveMinimum: 0, maximum: 1 },
    description: { maxLength: 4000 },
    endDate: { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-\\d\\d-\\d\\d$' },
    location: { maxLength: 200 },
    startDate: { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-\\d\\d-\\d\\d$' },
    title: { minLength: 1, maxLength: 150, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
  },
  EnrolmentInput: {
    enrolledAt: {
      oneOf: [
        { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-\\d\\d-\\d\\d$' },
        { pattern: '^[\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]*$' },
      ],
    },
    exitReason: { maxLength: 500 },
    exitedAt: {
      oneOf: [
        { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-\\d\\d-\\d\\d$' },
        { pattern: '^[\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]*$' },
      ],
    },
  },
  EventInput: {
    description: { maxLength: 5000 },
    endsAt: {
      oneOf: [
        { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-\\d\\d-\\d\\d$' },
        { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-' },
      ],
    },
    location: { maxLength: 200 },
    startsAt: {
      oneOf: [
        { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-\\d\\d-\\d\\d$' },
        { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-' },
      ],
    },
    title: { minLength: 1, maxLength: 200, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
  },
  FatherInput: {
    address: { maxLength: 300 },
    children: { maxItems: 30 },
    dateOfBirth: {
      oneOf: [
        { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-\\d\\d-\\d\\d$' },
        { pattern: '^[\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]*$' },
      ],
    },
    email: { maxLength: 254, pattern: "^[\\t\\n\\r \\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]*(([A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,64}|[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,31}\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,32}|[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,20}(\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,20}){2}|[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,15}(\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,15}){3})@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+)?[\\t\\n\\r \\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]*$" },
    enrollmentDate: {
      oneOf: [
        { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-\\d\\d-\\d\\d$' },
        { pattern: '^[\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]*$' },
      ],
    },
    exitDate: {
      oneOf: [
        { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-\\d\\d-\\d\\d$' },
        { pattern: '^[\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]*$' },
      ],
    },
    exitReason: { maxLength: 500 },
    fatherType: {
      oneOf: [
        { pattern: '^[\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]*$' },
      ],
    },
    firstName: { minLength: 1, maxLength: 100, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
    lastName: { minLength: 1, maxLength: 100, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
    notes: { maxLength: 10000 },
    phone: { maxLength: 40 },
    referralSource: { maxLength: 200 },
    setting: {
      oneOf: [
        { pattern: '^[\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]*$' },
      ],
    },
  },
  Flag: {
    key: { pattern: '^[a-z0-9_-]{1,40}$' },
  },
  FormField: {
    key: { pattern: '^[a-z0-9_-]{1,40}$' },
  },
  FormInput: {
    fields: { maxItems: 200 },
    flags: { maxItems: 50 },
    sections: { maxItems: 50 },
  },
  GroupInput: {
    description: { maxLength: 2000 },
    facilitatorIds: { maxItems: 50 },
    location: { maxLength: 200 },
    meetingDay: { maxLength: 40 },
    meetingTime: { maxLength: 40 },
    name: { minLength: 1, maxLength: 100, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
  },
  Guidance: {
    en: { maxLength: 4000 },
    es: { maxLength: 4000 },
  },
  ImportCounts: {
    create: { minimum: 0 },
    error: { minimum: 0 },
    skip: { minimum: 0 },
    update: { minimum: 0 },
  },
  ImportRow: {
    line: { minimum: 0 },
  },
  LeftAlone: {
    line: { minimum: 0 },
  },
  LinkInput: {
    token: { maxLength: 400 },
  },
  MarkInput: {
    expected: { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-' },
    minutes: { minimum: 0, maximum: 1440 },
    note: { maxLength: 1000 },
  },
  MilestoneInput: {
    achievedAt: { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-\\d\\d-\\d\\d$' },
    kind: { minLength: 1, maxLength: 60, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
    note: { maxLength: 2000 },
    title: { minLength: 1, maxLength: 150, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
  },
  NewAlbumInput: {
    description: { maxLength: 2000 },
    title: { minLength: 1, maxLength: 200, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
  },
  NewAmendment: {
    reason: { minLength: 1, maxLength: 1000, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
  },
  NewAnnouncementInput: {
    body: { minLength: 1, maxLength: 10000, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
    title: { minLength: 1, maxLength: 200, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
  },
  NewConsentInput: {
    grantedAt: { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-' },
    note: { maxLength: 1000 },
    version: { maxLength: 40 },
  },
  NewContactInput: {
    at: { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-' },
    followUpDue: {
      oneOf: [
        { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-\\d\\d-\\d\\d$' },
        { pattern: '^[\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]*$' },
      ],
    },
    minutes: { minimum: 0, maximum: 1440 },
    note: { maxLength: 4000 },
  },
  NewCycleInput: {
    completionThreshold: { exclusiveMinimum: 0, maximum: 1 },
    description: { maxLength: 4000 },
    endDate: { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-\\d\\d-\\d\\d$' },
    groupId: { minLength: 1, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
    location: { maxLength: 200 },
    startDate: { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-\\d\\d-\\d\\d$' },
    title: { minLength: 1, maxLength: 150, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
  },
  NewEnrolmentInput: {
    enrolledAt: {
      oneOf: [
        { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-\\d\\d-\\d\\d$' },
        { pattern: '^[\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]*$' },
      ],
    },
    exitReason: { maxLength: 500 },
    exitedAt: {
      oneOf: [
        { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-\\d\\d-\\d\\d$' },
        { pattern: '^[\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]*$' },
      ],
    },
    programId: { minLength: 1, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
  },
  NewEventInput: {
    description: { maxLength: 5000 },
    endsAt: {
      oneOf: [
        { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-\\d\\d-\\d\\d$' },
        { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-' },
      ],
    },
    location: { maxLength: 200 },
    startsAt: {
      oneOf: [
        { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-\\d\\d-\\d\\d$' },
        { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-' },
      ],
    },
    title: { minLength: 1, maxLength: 200, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
  },
  NewFatherInput: {
    address: { maxLength: 300 },
    children: { maxItems: 30 },
    dateOfBirth: {
      oneOf: [
        { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-\\d\\d-\\d\\d$' },
        { pattern: '^[\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]*$' },
      ],
    },
    email: { maxLength: 254, pattern: "^[\\t\\n\\r \\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]*(([A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,64}|[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,31}\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,32}|[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,20}(\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,20}){2}|[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,15}(\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,15}){3})@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+)?[\\t\\n\\r \\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]*$" },
    enrollmentDate: {
      oneOf: [
        { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-\\d\\d-\\d\\d$' },
        { pattern: '^[\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]*$' },
      ],
    },
    exitDate: {
      oneOf: [
        { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-\\d\\d-\\d\\d$' },
        { pattern: '^[\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]*$' },
      ],
    },
    exitReason: { maxLength: 500 },
    fatherType: {
      oneOf: [
        { pattern: '^[\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]*$' },
      ],
    },
    firstName: { minLength: 1, maxLength: 100, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
    lastName: { minLength: 1, maxLength: 100, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
    notes: { maxLength: 10000 },
    phone: { maxLength: 40 },
    referralSource: { maxLength: 200 },
    setting: {
      oneOf: [
        { pattern: '^[\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]*$' },
      ],
    },
  },
  NewFormInput: {
    fields: { maxItems: 200 },
    flags: { maxItems: 50 },
    sections: { maxItems: 50 },
  },
  NewGroupInput: {
    description: { maxLength: 2000 },
    facilitatorIds: { maxItems: 50 },
    location: { maxLength: 200 },
    meetingDay: { maxLength: 40 },
    meetingTime: { maxLength: 40 },
    name: { minLength: 1, maxLength: 100, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
  },
  NewIncentive: {
    amountCents: { minimum: 1, maximum: 100000 },
    givenAt: { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-' },
    reason: { maxLength: 500 },
    reference: { maxLength: 40 },
  },
  NewMember: {
    fatherId: { minLength: 1 },
    joinedAt: { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-' },
  },
  NewMessage: {
    body: { minLength: 1, maxLength: 4000, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
  },
  NewMilestoneInput: {
    achievedAt: { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-\\d\\d-\\d\\d$' },
    fatherId: { minLength: 1, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
    kind: { minLength: 1, maxLength: 60, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
    note: { maxLength: 2000 },
    title: { minLength: 1, maxLength: 150, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
  },
  NewProgramInput: {
    code: { maxLength: 20, pattern: '^\\s*[A-Za-z0-9-]{1,20}\\s*$' },
    name: { minLength: 1, maxLength: 200, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
  },
  NewReferralInput: {
    madeAt: { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-' },
    note: { maxLength: 4000 },
    partner: { maxLength: 200 },
  },
  NewSessionIncentives: {
    amountCents: { minimum: 1, maximum: 100000 },
    fatherIds: {
      minItems: 1,
      maxItems: 500,
      items: { minLength: 1, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
    },
    reason: { maxLength: 500 },
    reference: { maxLength: 40 },
  },
  NewSessionInput: {
    endsAt: { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-' },
    location: { maxLength: 200 },
    notes: { maxLength: 4000 },
    number: { minimum: 1, maximum: 1000 },
    startsAt: { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-' },
    title: { minLength: 1, maxLength: 150, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
  },
  NewSubmission: {
    id: { pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' },
  },
  NewText: {
    body: { minLength: 1, maxLength: 1600, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
  },
  NewUserBody: {
    displayName: { minLength: 1, maxLength: 100, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
    email: { maxLength: 254, pattern: "^[\\t\\n\\r \\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]*([A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,64}|[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,31}\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,32}|[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,20}(\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,20}){2}|[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,15}(\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,15}){3})@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+[\\t\\n\\r \\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]*$" },
    firstName: { maxLength: 100 },
    lastName: { maxLength: 100 },
  },
  PasswordChange: {
    currentPassword: { minLength: 1 },
    newPassword: { minLength: 8, maxLength: 256 },
  },
  PhotoChanges: {
    caption: { maxLength: 500 },
  },
  PhotoForm: {
    caption: { maxLength: 500 },
    tags: { maxItems: 50 },
  },
  PhotoTags: { maxItems: 50 },
  ProfileChanges: {
    displayName: { minLength: 1, maxLength: 100, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
    firstName: { maxLength: 100 },
    lastName: { maxLength: 100 },
  },
  ProgramInput: {
    code: { maxLength: 20, pattern: '^\\s*[A-Za-z0-9-]{1,20}\\s*$' },
    name: { minLength: 1, maxLength: 200, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
  },
  Received: {
    messageIds: { minItems: 1, maxItems: 100 },
  },
  ReferralInput: {
    madeAt: { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-' },
    note: { maxLength: 4000 },
    partner: { maxLength: 200 },
  },
  RegisterBody: {
    displayName: { minLength: 1, maxLength: 100, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
    email: { maxLength: 254, pattern: "^[\\t\\n\\r \\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]*([A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,64}|[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,31}\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,32}|[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,20}(\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,20}){2}|[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,15}(\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,15}){3})@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+[\\t\\n\\r \\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]*$" },
    firstName: { maxLength: 100 },
    lastName: { maxLength: 100 },
    password: { minLength: 8, maxLength: 256 },
  },
  ResetBody: {
    password: { minLength: 8, maxLength: 256 },
    token: { minLength: 1 },
  },
  RsvpInput: {
    note: { maxLength: 500 },
  },
  Schedule: {
    count: { minimum: 1, maximum: 200 },
    durationMinutes: { minimum: 1, maximum: 1440 },
    skipDates: {
      items: { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-\\d\\d-\\d\\d$' },
    },
    startTime: { pattern: '^\\s*([01]\\d|2[0-3]):[0-5]\\d\\s*$' },
    until: { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-\\d\\d-\\d\\d$' },
    weekdays: {
      minItems: 1,
      items: { minimum: 1, maximum: 7 },
    },
  },
  Section: {
    key: { pattern: '^[a-z0-9_-]{1,40}$' },
  },
  SessionInput: {
    endsAt: { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-' },
    location: { maxLength: 200 },
    notes: { maxLength: 4000 },
    number: { minimum: 1, maximum: 1000 },
    startsAt: { pattern: '^(19\\d\\d|[2-9]\\d\\d\\d)-' },
    title: { minLength: 1, maxLength: 150, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
  },
  Subscale: {
    key: { pattern: '^[a-z0-9_-]{1,40}$' },
  },
  SubscriptionInput: {
    endpoint: { maxLength: 2048 },
  },
  Translated: {
    en: { maxLength: 500 },
    es: { maxLength: 500 },
  },
  UserChanges: {
    displayName: { minLength: 1, maxLength: 100, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
    email: { maxLength: 254, pattern: "^[\\t\\n\\r \\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]*([A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,64}|[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,31}\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,32}|[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,20}(\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,20}){2}|[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,15}(\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,15}){3})@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+[\\t\\n\\r \\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]*$" },
    firstName: { maxLength: 100 },
    lastName: { maxLength: 100 },
  },
  VoidIncentive: {
    reason: { minLength: 1, maxLength: 500, pattern: '[^\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]' },
  },
} as const;
