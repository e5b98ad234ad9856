// Texts as the API sends them: the server's OpenAPI document's shapes (@/lib/api/schema.gen,
// `make api-types`), never written by hand.
import type { components } from '@/lib/api/schema.gen';

type Schemas = components['schemas'];

/**
 * A text to or from a father. `status` moves only forward (queued → sent → delivered;
 * undelivered and failed are final; `received` is his); `errorCode` says why one failed.
 */
export type Text = Schemas['Text'];
export type TextStatus = Schemas['TextStatus'];
export type TextKind = Schemas['TextKind'];
/** A father in the staff's texts inbox: his last text and how many of his nobody has read. */
export type InboxRow = Schemas['InboxRow'];
/** What staff send: 1–1600 characters, trimmed by the server. */
export type NewText = Schemas['NewText'];
