import { Anchor } from '@mantine/core';
import { Fragment } from 'react';

// Text people typed (announcements, event descriptions) is shown as text: line breaks kept,
// web addresses made into links, and nothing in it ever read as HTML.

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

const ADDRESS = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the address before it. */
const TRAILING = /[.,;:!?'")\]}]+$/;

/** Closing brackets at the end belong to the address only when it opened them ('…/Foo_(bar)'). */
function trimAddress(candidate: string): string {
  let address = candidate;
  for (;;) {
    const trailing = TRAILING.exec(address);
    if (!trailing) return address;
    let keep = 0;
    for (const char of trailing[0]) {
      const open = char === ')' ? '(' : char === ']' ? '[' : char === '}' ? '{' : null;
      const head = address.slice(0, trailing.index + keep);
      if (open && head.split(open).length - 1 > head.split(char).length - 1) keep += 1;
      else break;
    }
    if (keep === trailing[0].length) return address;
    address = address.slice(0, trailing.index + keep);
  }
}

/** Splits one line into text and http(s) links. */
export function linkParts(line: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of line.matchAll(ADDRESS)) {
    const href = trimAddress(match[0]);
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: line.slice(last, start) });
    parts.push({ kind: 'link', href });
    last = start + href.length;
  }
  if (last < line.length) parts.push({ kind: 'text', text: line.slice(last) });
  return parts;
}

/** Plain text with its line breaks, and its web addresses as links that open in a new tab. */
export function LinkedText({ text }: { text: string }) {
  const lines = text.split(/\r\n|\r|\n/);
  return (
    <>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {linkParts(line).map((part, at) =>
            part.kind === 'link' ? (
              <Anchor key={at} href={part.href} target="_blank" rel="noopener noreferrer nofollow" style={{ overflowWrap: 'anywhere' }}>
                {part.href}
              </Anchor>
            ) : (
              part.text
            ),
          )}
        </Fragment>
      ))}
    </>
  );
}
