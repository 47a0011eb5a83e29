export interface WithArrowProps {
  label: string;
  arrow: '↗' | '→' | '←';
  /** Before the label (a way back) or after it. */
  at?: 'start' | 'end';
}

/**
 * A link's label with its arrow, which never sits alone on a line: a no-break space ties it to
 * the label's nearest word (a word too long for the line still breaks inside, as every word
 * does). The arrow turns round in a right-to-left page and is not read out. One inline run, so
 * that a flex container (a button) lays it out as one line of text.
 */
export function WithArrow({ label, arrow, at = 'end' }: WithArrowProps) {
  const mark = (
    <span aria-hidden="true" className="flip-rtl">
      {arrow}
    </span>
  );
  const words = label.trim();
  return at === 'start' ? (
    <span>
      {mark}
      {`\u00a0${words}`}
    </span>
  ) : (
    <span>
      {`${words}\u00a0`}
      {mark}
    </span>
  );
}
