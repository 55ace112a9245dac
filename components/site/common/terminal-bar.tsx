type TerminalBarProps = {
  /** The window title: a command, a path or a prompt. */
  label: string;
};

/** The title bar of a terminal window: three window dots (drawn by `.term-bar`) and a label. */
export function TerminalBar({ label }: TerminalBarProps) {
  return (
    <div className="term-bar">
      <code>{label}</code>
    </div>
  );
}
