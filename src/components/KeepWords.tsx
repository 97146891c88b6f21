/**
 * Text whose hyphenated words ("UV-Vis", "SP-1600") never break across lines at their hyphen: each
 * such word is one unbreakable span. The text itself (copy, search, accessible name) is unchanged.
 */
export function KeepWords({ text }: { text: string }) {
  return (
    <>
      {text.split(/(\s+)/).map((part, index) =>
        part.includes('-') ? (
          <span key={index} className="whitespace-nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
