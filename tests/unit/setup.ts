import "@testing-library/jest-dom";

// jsdom has <dialog> but not its methods: a minimal stand-in for what the browser does, including
// Escape firing `cancel` then closing (which fires `close`).
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  const closeOnEscape = (event: KeyboardEvent) => {
    const dialog = event.currentTarget as HTMLDialogElement;
    if (event.key === "Escape" && dialog.dispatchEvent(new Event("cancel", { cancelable: true }))) {
      dialog.close();
    }
  };
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
    this.addEventListener("keydown", closeOnEscape);
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.removeEventListener("keydown", closeOnEscape);
    this.dispatchEvent(new Event("close"));
  };
}
