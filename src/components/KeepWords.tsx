/**
 * Text whose hyphenated words ("UV-Vis", "SP-1600") do not break across lines at their hyphen: each
 * such word is a box of its own that moves to the next line whole. A word wider than the whole line
 * (a long model number on a 375 px phone) still breaks, at its hyphen or anywhere, rather than pushing
 * the page wider than the screen. The text itself (copy, search, accessible name) is unchanged.
 */
export function KeepWords({ text }: { text: string }) {
  return (
    <>
      {text.split(/(\s+)/).map((part, index) =>
        part.includes('-') ? (
          <span key={index} className="inline-block max-w-full wrap-anywhere">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
