import { render } from "@testing-library/react";
import { AddressText } from "@/components/ui/address-text";

/** What `text` renders as, with each break point shown as `|`. */
function breaksOf(text: string): string {
  const { container } = render(<AddressText text={text} />);
  expect(container).toHaveTextContent(text, { normalizeWhitespace: false });
  return container.innerHTML.replaceAll("<wbr>", "|");
}

describe("AddressText", () => {
  it("lets an e-mail address wrap before its @ and dots and after its hyphens, never in a word", () => {
    expect(breaksOf("staff-1b4e28ba-2fa1-11d2-883f-0016d3cca427@example.com")).toBe(
      "staff-|1b4e28ba-|2fa1-|11d2-|883f-|0016d3cca427|@example|.com",
    );
    expect(breaksOf("first.last_name+tag@mail.example.org")).toBe(
      "first|.last_|name+|tag|@mail|.example|.org",
    );
  });

  it("leaves the words and spaces of a sentence around an address alone", () => {
    expect(breaksOf("attempted as a@b.c")).toBe("attempted as a|@b|.c");
    expect(breaksOf("someone unnamed")).toBe("someone unnamed");
  });

  it("never starts with a break, even when the text starts with a break point", () => {
    expect(breaksOf("@handle")).toBe("@handle");
    expect(breaksOf(".hidden")).toBe(".hidden");
  });
});
