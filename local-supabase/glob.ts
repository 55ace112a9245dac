/**
 * GoTrue compiles its redirect allow-list with gobwas/glob; this is the syntax Supabase documents
 * for it: `*` and `?` stay within one part (parts are split at `separators`), `**` does not;
 * `[a-z]`, `[!a-z]`, `{a,b}` and `\c` as usual.
 */
class GlobSyntaxError extends Error {}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
}

function compile(pattern: string, separators: string): string {
  const notSeparator = `[^${escapeRegExp(separators)}]`;
  let index = 0;

  function characterClass(): string {
    const end = pattern.indexOf("]", index + 2);
    if (end === -1) throw new GlobSyntaxError(pattern);
    let body = pattern.slice(index + 1, end);
    index = end + 1;
    const isNegated = body.startsWith("!");
    if (isNegated) body = body.slice(1);
    const members = body.replace(/[\\\]^[]/g, "\\$&");
    // A negated class still never matches a separator, as `?` does not.
    return isNegated ? `(?!${notSeparator.replace("[^", "[")})[^${members}]` : `[${members}]`;
  }

  function sequence(stopAt: string): string {
    let source = "";
    while (index < pattern.length && !stopAt.includes(pattern[index]!)) {
      const char = pattern[index]!;
      if (char === "\\") {
        if (index + 1 >= pattern.length) throw new GlobSyntaxError(pattern);
        source += escapeRegExp(pattern[index + 1]!);
        index += 2;
      } else if (pattern.startsWith("**", index)) {
        source += "[\\s\\S]*";
        index += 2;
      } else if (char === "*") {
        source += `${notSeparator}*`;
        index += 1;
      } else if (char === "?") {
        source += notSeparator;
        index += 1;
      } else if (char === "[") {
        source += characterClass();
      } else if (char === "{") {
        const alternatives: string[] = [];
        do {
          index += 1;
          alternatives.push(sequence(",}"));
        } while (pattern[index] === ",");
        if (pattern[index] !== "}") throw new GlobSyntaxError(pattern);
        index += 1;
        source += `(?:${alternatives.join("|")})`;
      } else {
        source += escapeRegExp(char);
        index += 1;
      }
    }
    return source;
  }

  const source = sequence("");
  if (index !== pattern.length) throw new GlobSyntaxError(pattern);
  return source;
}

/** Whether `text` matches the glob `pattern` as a whole; a malformed pattern matches nothing. */
export function globMatches(pattern: string, text: string, separators: string): boolean {
  try {
    return new RegExp(`^${compile(pattern, separators)}$`).test(text);
  } catch (error) {
    if (error instanceof GlobSyntaxError) return false;
    throw error;
  }
}
