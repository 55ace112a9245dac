type AccountSectionProps = { id: string; title: string; children: React.ReactNode };

/** One titled section of the account page, named by its heading for screen readers. */
export function AccountSection({ id, title, children }: AccountSectionProps) {
  return (
    <section aria-labelledby={id} className="border border-line p-4 sm:p-6">
      <h2 id={id} className="mb-4 text-lg font-bold text-phosphor">
        {title}
      </h2>
      {children}
    </section>
  );
}
