import { render, screen } from "@testing-library/react";
import { RichParagraph } from "@/components/site/common/rich-paragraph";

describe("RichParagraph", () => {
  it("renders addresses as links that open safely in a new tab", () => {
    render(
      <RichParagraph>
        Docs at https://docs.example.com, status at https://status.example.com.
      </RichParagraph>,
    );
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "https://docs.example.com/",
      "https://status.example.com/",
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
      expect(link).toHaveAccessibleName(/opens in a new tab/);
    }
  });

  it("keeps the surrounding text, punctuation included", () => {
    const { container } = render(<RichParagraph>See https://example.com/a.</RichParagraph>);
    expect(container.querySelector("p")).toHaveTextContent(
      "See https://example.com/a (opens in a new tab).",
    );
  });

  it("renders plain prose without links", () => {
    render(<RichParagraph>Nothing to link, javascript:alert(1) included.</RichParagraph>);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });
});
