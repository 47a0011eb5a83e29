import styled from '@emotion/styled';
import { format, type Messages } from '../../shared/i18n';
import { color, fontSize, fontWeight, radius, space } from '../../shared/tokens';
import { usePageLanguage } from '../../lib/language';
import { danger } from './formColors';
import { contactFormWords, fieldIds, type FormField } from './fields';

const Field = styled.div`
  display: grid;
  gap: ${space[1]};

  label {
    font-weight: ${fontWeight.bold};
  }

  input,
  textarea {
    width: 100%;
    min-height: 2.75rem;
    padding: ${space[2]} ${space[3]};
    border: 1px solid ${color.muted};
    border-radius: ${radius.sm};
    background: ${color.surface};
    color: ${color.text};
    font: inherit;
  }

  textarea {
    min-height: 12rem;
    resize: vertical;
  }

  [aria-invalid='true'] {
    border: 2px solid ${danger};
  }
`;

const Hint = styled.p`
  color: ${color.muted};
  font-size: ${fontSize.sm};
`;

const FieldError = styled.p`
  color: ${danger};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.bold};
`;

// Spoken once when this little is left, and again at none: the count itself is read with the
// field, not at each keystroke.
const nearLimit = (max: number) => Math.min(100, Math.ceil(max / 10));

/** The count under a long field: its limit until the visitor writes, then what is left. */
function counterText(
  field: FormField,
  count: number | undefined,
  number: Intl.NumberFormat,
  words: Messages['contactForm'],
): { text: string; spoken?: string } {
  if (count === undefined)
    return { text: format(words.limit, { max: number.format(field.maxLength) }) };
  const left = field.maxLength - count;
  const text =
    left >= 0
      ? format(words.left, { count: number.format(left) })
      : format(words.over, { count: number.format(-left) });
  // Said aloud only near the limit and past it.
  return { text, spoken: left <= nearLimit(field.maxLength) ? text : undefined };
}

export interface FieldRowProps {
  field: FormField;
  labelLang: { lang?: string };
  error?: string;
  /** The characters written so far, once the visitor has written. */
  written?: number;
}

/** A field of the contact form: its label, its control, a long field's count, its error. */
export function FieldRow({ field, labelLang, error, written }: FieldRowProps) {
  const { lang, messages } = usePageLanguage();
  const count =
    field.type === 'textarea'
      ? counterText(field, written, new Intl.NumberFormat(lang), contactFormWords(messages))
      : undefined;
  const ids = fieldIds(field.name);
  const describedBy = [count && ids.count, error && ids.error].filter(Boolean).join(' ');
  const control = {
    id: ids.control,
    name: field.name,
    required: field.required,
    maxLength: field.maxLength,
    autoComplete: field.autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
  return (
    <Field>
      <label htmlFor={ids.control} {...labelLang}>
        {field.label}
      </label>
      {field.type === 'textarea' ? (
        <textarea {...control} rows={8} />
      ) : (
        <input
          {...control}
          type={field.type}
          {...(field.type === 'email' && { dir: 'ltr', spellCheck: false })}
        />
      )}
      {count && (
        <>
          {/* Its number is written by the browser's Intl, whose digits and separators may differ
              from the build's (Arabic's in WebKit): the page keeps the build's until the
              visitor writes. */}
          <Hint id={ids.count} suppressHydrationWarning>
            {count.text}
          </Hint>
          <span className="visually-hidden" aria-live="polite">
            {count.spoken}
          </span>
        </>
      )}
      {error && <FieldError id={ids.error}>{error}</FieldError>}
    </Field>
  );
}
