import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { saveContent } from "@/app/portal/site/actions";
import { EditorForm } from "@/app/portal/site/editor-form";

// The server action is the boundary: the form must not reach it with values its schema refuses.
jest.mock("@/app/portal/site/actions", () => ({ saveContent: jest.fn() }));

const venture = {
  title: "Ledgerline",
  slug: "ledgerline",
  command: "./run --venture ledgerline",
  preview: "Books that close themselves.",
  report: "First paragraph.",
};

/** The venture form: a new item's for an editor, unless `props` say otherwise. */
function renderForm(props: Partial<React.ComponentProps<typeof EditorForm>> = {}) {
  const defaults = { id: "", version: 0, isPublished: false, canEdit: true };
  render(<EditorForm kind="ventures" values={venture} {...defaults} {...props} />);
}

describe("the editor form in the browser", () => {
  it("shows the schema's errors beside their fields before any round trip", async () => {
    renderForm();
    const slug = screen.getByLabelText("URL slug");
    await userEvent.clear(slug);
    await userEvent.type(slug, "Not A Slug");
    await userEvent.click(screen.getByRole("button", { name: "Create draft" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Not saved: see the fields below.");
    expect(slug).toHaveAttribute("aria-invalid", "true");
    expect(slug).toHaveAccessibleDescription(/Lowercase letters and digits/);
    expect(saveContent).not.toHaveBeenCalled();
  });

  it("is read-only for a viewer: the values show, the buttons are disabled and say why", async () => {
    renderForm({ id: "venture-1", version: 3, isPublished: true, canEdit: false });
    expect(screen.getByLabelText("URL slug")).toHaveValue("ledgerline");
    expect(screen.getByLabelText("URL slug")).toBeDisabled();
    for (const name of ["Save draft", "Publish", "Unpublish"]) {
      const button = screen.getByRole("button", { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(
        "Viewers can read the content tools; an admin can make you an editor.",
      );
    }
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    expect(saveContent).not.toHaveBeenCalled();
  });
});
