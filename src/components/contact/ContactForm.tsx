import { graphql, withPrefix } from 'gatsby';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { CONTACT_FORM_NAME, CONTACT_SENT_PATH, HONEYPOT_FIELD } from '../../shared/constants';
import { localePath } from '../../shared/i18n';
import { usePageLanguage, useTextLang } from '../../lib/language';
import { Form, Notice, Status, Submit } from './contactFormStyle';
import { ErrorSummary } from './ErrorSummary';
import { Confirmation } from './Confirmation';
import { DRAFT_KEY, dropDraft, keepDraft, readDraft } from './draft';
import { FieldRow } from './FieldRow';
import {
  contactFormWords,
  formFields,
  type FieldName,
  type FormField,
  type Values,
} from './fields';

type SendModule = typeof import('./send');

export interface ContactFormProps {
  contact: Queries.ContactFormFragment;
  /** The owner's address, for the mail link that carries a message the site could not send. */
  email: string;
}

type State =
  | { step: 'editing' }
  | { step: 'sending' }
  | { step: 'sent' }
  | { step: 'failed'; outcome: 'offline' | 'failed'; mailto: string };

/**
 * The contact form: a plain HTML form that the host's form service (or the owner's endpoint)
 * takes without script. With script, the same form is checked in the page's language, sent in
 * place, and kept in this tab until it is sent.
 */
export function ContactForm({ contact, email }: ContactFormProps) {
  const { lang, languages, messages } = usePageLanguage();
  const textLang = useTextLang();
  const words = contactFormWords(messages);
  const fields = useMemo(() => formFields(contact.fields), [contact.fields]);
  const netlify = contact.via === 'netlify';
  const action = netlify
    ? withPrefix(localePath(CONTACT_SENT_PATH, lang, languages[0].lang))
    : contact.via;

  const form = useRef<HTMLFormElement>(null);
  const module = useRef<Promise<SendModule> | null>(null);
  const [state, setState] = useState<State>({ step: 'editing' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [counts, setCounts] = useState<Partial<Record<FieldName, number>>>({});
  const [status, setStatus] = useState('');
  // The fields a check found wrong, and how many checks found any (ErrorSummary).
  const [wrong, setWrong] = useState<FormField[]>([]);
  const [checks, setChecks] = useState(0);

  // Named, so that a test can tell that no other page loads it.
  const load = useCallback(
    () => (module.current ??= import(/* webpackChunkName: "contact-send" */ './send')),
    [],
  );
  // Set at once, not at the next render: a double click's second submit finds it set.
  const busy = useRef(false);
  const values = (): Values =>
    Object.fromEntries(
      fields.map(({ name }) => [
        name,
        (form.current?.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '',
      ]),
    );

  // With script the form speaks the page's language: the browser's own messages are its.
  // A draft kept in this tab comes back after a reload (the browser may have kept it too).
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    element.noValidate = true;
    const draft = readDraft();
    if (!draft) return;
    for (const { name } of fields) {
      const control = element.elements.namedItem(name) as HTMLInputElement | null;
      if (control && !control.value && draft[name]) {
        control.value = draft[name];
        // As if typed: the counter follows, and the status says where the text came from.
        control.dispatchEvent(new CustomEvent('input', { bubbles: true, detail: DRAFT_KEY }));
      }
    }
  }, [fields]);

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const control = event.target as HTMLInputElement;
    const field = fields.find(({ name }) => name === control.name);
    if (!field) return;
    setCounts((old) => ({ ...old, [field.name]: control.value.length }));
    if ((event.nativeEvent as CustomEvent).detail === DRAFT_KEY) setStatus(words.draft);
    if (errors[field.name]) setErrors((old) => ({ ...old, [field.name]: undefined }));
    keepDraft(values());
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    // One click sends once.
    if (busy.current) return;
    busy.current = true;
    let send: SendModule;
    try {
      send = await load();
    } catch {
      // The script could not load: the form goes as it would without script, checked by the
      // browser first.
      element.noValidate = false;
      if (element.reportValidity()) element.submit();
      else busy.current = false;
      return;
    }
    try {
      await checkAndSend(element, send);
    } finally {
      busy.current = false;
    }
  };

  const checkAndSend = async (element: HTMLFormElement, send: SendModule) => {
    const problems = send.problemsOf(element, fields, words, lang);
    setErrors(Object.fromEntries(problems.map(({ field, message }) => [field.name, message])));
    setWrong(problems.map(({ field }) => field));
    if (problems.length > 0) {
      setStatus('');
      setChecks((count) => count + 1);
      return;
    }
    setStatus(words.sending);
    setState({ step: 'sending' });
    const outcome = await send.send(element);
    if (outcome === 'sent') {
      dropDraft();
      setStatus('');
      setState({ step: 'sent' });
      return;
    }
    setStatus('');
    setState({
      step: 'failed',
      outcome,
      mailto: send.mailtoOf(email, fields, values(), contact.heading),
    });
  };

  if (state.step === 'sent') return <Confirmation contact={contact} />;

  const sending = state.step === 'sending';

  return (
    <Form
      ref={form}
      name={CONTACT_FORM_NAME}
      method="post"
      action={action}
      // Netlify finds the form in the built HTML by these (docs/deploying.md).
      {...(netlify && {
        'data-netlify': 'true',
        'data-netlify-honeypot': HONEYPOT_FIELD,
      })}
      onFocus={() => void load().catch(() => undefined)}
      onInput={onInput}
      onSubmit={(event) => void onSubmit(event)}
    >
      <input type="hidden" name="form-name" value={CONTACT_FORM_NAME} />
      <input type="hidden" name="language" value={lang} />
      <p hidden>
        <label>
          Leave this empty
          <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </p>
      {wrong.length > 0 && <ErrorSummary fields={wrong} checks={checks} intro={words.check} />}
      {fields.map((field) => (
        <FieldRow
          key={field.name}
          field={field}
          labelLang={textLang(contact.fields[field.name] ?? {}, 'label')}
          error={errors[field.name]}
          written={counts[field.name]}
        />
      ))}
      <Status role="status">{status}</Status>
      {state.step === 'failed' && (
        <Notice role="alert">
          <p>{state.outcome === 'offline' ? words.offline : words.failed}</p>
          <p>
            <a href={state.mailto}>{words.mail}</a>
          </p>
        </Notice>
      )}
      <Submit type="submit" aria-disabled={sending || undefined}>
        {sending ? words.sending : words.send}
      </Submit>
    </Form>
  );
}

export const query = graphql`
  fragment ContactForm on ContactPage {
    via
    heading
    sentHeading
    sentText
    untranslated
    fields {
      name {
        ...ContactFieldText
      }
      email {
        ...ContactFieldText
      }
      company {
        ...ContactFieldText
      }
      subject {
        ...ContactFieldText
      }
      message {
        ...ContactFieldText
      }
    }
  }

  fragment ContactFieldText on ContactField {
    label
    maxLength
    untranslated
  }
`;
