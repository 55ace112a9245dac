import { Fragment } from "react";

type AddressTextProps = { text: string };

// Before "@" and ".", after "-", "_" and "+": where a reader expects an address to go on.
const BREAKS = /(?=[@.])|(?<=[-_+])/;

/**
 * Text holding an e-mail address that wraps only at the address's punctuation, never inside a
 * word: `staff-1b4e…-` / `0016d3cca427` / `@example.com`. The text reads (and copies) as
 * written; the break points are `<wbr>`.
 */
export function AddressText({ text }: AddressTextProps) {
  let offset = 0;
  return text
    .split(BREAKS)
    .filter(Boolean)
    .map((part) => {
      const at = offset;
      offset += part.length;
      return (
        <Fragment key={at}>
          {at > 0 && <wbr />}
          {part}
        </Fragment>
      );
    });
}
