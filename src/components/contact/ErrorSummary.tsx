import { useEffect, useRef, type MouseEvent } from 'react';
import { Summary } from './contactFormStyle';
import { fieldIds, type FormField } from './fields';

export interface ErrorSummaryProps {
  /** The fields the check found wrong, in the form's order. */
  fields: readonly FormField[];
  /** How many checks have found any: each takes the focus here again. */
  checks: number;
  /** "Your message was not sent yet. Please check:", in the page's language. */
  intro: string;
}

// A link of the summary takes the focus to its field, which a link to an id alone would not.
function toField(event: MouseEvent<HTMLAnchorElement>) {
  const field = document.getElementById(event.currentTarget.hash.slice(1));
  if (!field) return;
  event.preventDefault();
  field.focus();
}

/**
 * What to mend before the message can go, at the top of the form: an alert that takes the focus
 * and lists each field, as its label says it, as a link to it.
 */
export function ErrorSummary({ fields, checks, intro }: ErrorSummaryProps) {
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (checks > 0) summary.current?.focus();
  }, [checks]);
  return (
    <Summary ref={summary} tabIndex={-1} role="alert">
      <p>{intro}</p>
      <ul>
        {fields.map(({ name, label }) => (
          <li key={name}>
            <a href={`#${fieldIds(name).control}`} onClick={toField}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </Summary>
  );
}
