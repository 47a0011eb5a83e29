// The contact page's three ways to reach the owner, as the content names them (contact.via):
// the host's form service, an endpoint of the owner's, or the visitor's own mail program; and
// the policy each one needs, no wider. How the form behaves in a browser, and how the host
// answers it, is the contact-*.test.ts files' (end to end).
import { screen } from '@testing-library/react';
import ContactPage from '../../src/templates/contact';
import { contentSecurityPolicy, formTargetOf } from '../../plugins/hosting-files/headers';
import { mailtoOf } from '../../src/components/contact/send';
import { formFields } from '../../src/components/contact/fields';
import { format } from '../../src/shared/i18n';
import english from '../../src/shared/i18n/en.json';
import { siteData } from '../support/fixtures';
import { pageProps, renderInSite } from '../support/render';

const contact = { ...siteData.contact, untranslated: null };

function renderWith(via: string) {
  const data = { owner: { ...siteData, contact: { ...contact, via } } };
  return renderInSite(
    <ContactPage {...pageProps(data as unknown as Queries.ContactPageQuery, '/contact')} />,
    '/contact',
  );
}

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('contact page', () => {
  it('on Netlify: a form Netlify Forms detects, each field labelled, limited and autofilled', () => {
    const { container } = renderWith('netlify');
    const form = container.querySelector('form') as HTMLFormElement;
    expect(form).toHaveAttribute('data-netlify', 'true');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/contact/sent');
    const fields = formFields(contact.fields);
    expect(fields.map((field) => field.name)).toEqual(
      ['name', 'email', 'company', 'subject', 'message'].filter((name) => name in contact.fields),
    );
    for (const field of fields) {
      const control = screen.getByLabelText(field.label);
      expect(control).toHaveAttribute('maxlength', String(field.maxLength));
      expect((control as HTMLInputElement).required).toBe(field.required);
    }
    expect(screen.getByLabelText(contact.fields.email.label)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(contact.fields.email.label)).toHaveAttribute(
      'autocomplete',
      'email',
    );
    expect(screen.getByLabelText(contact.fields.name.label)).toHaveAttribute(
      'autocomplete',
      'name',
    );
    // The honeypot is in no one's way: not a textbox anyone meets.
    expect(screen.getAllByRole('textbox')).toHaveLength(fields.length);
    expect(screen.getByText(contact.note)).toBeInTheDocument();
  });

  it("on another host: posts to the owner's endpoint, and Netlify's attributes are left out", () => {
    const { container } = renderWith('https://forms.example.net/f/abc');
    const form = container.querySelector('form') as HTMLFormElement;
    expect(form).toHaveAttribute('action', 'https://forms.example.net/f/abc');
    expect(form).not.toHaveAttribute('data-netlify');
    expect(form).not.toHaveAttribute('data-netlify-honeypot');
  });

  it('with mail alone: no form, and a link that writes to the owner says so', () => {
    const { container } = renderWith('mail');
    expect(container.querySelector('form')).toBeNull();
    expect(screen.getByRole('link', { name: english.contactForm.mailButton })).toHaveAttribute(
      'href',
      `mailto:${siteData.email}`,
    );
    expect(
      screen.getByText((_text, element) =>
        element?.tagName === 'P'
          ? element.textContent === format(english.contactForm.mailOnly, { email: siteData.email })
          : false,
      ),
    ).toBeInTheDocument();
  });
});

describe("the policy follows the form's target", () => {
  it.each([
    [undefined, "form-action 'none'", "connect-src 'self'"],
    ['mail', "form-action 'none'", "connect-src 'self'"],
    ['netlify', "form-action 'self'", "connect-src 'self'"],
    [
      'https://forms.example.net/f/abc?x=1',
      'form-action https://forms.example.net',
      "connect-src 'self' https://forms.example.net",
    ],
  ])('%s', (via, formAction, connect) => {
    const policy = contentSecurityPolicy([], [], formTargetOf(via));
    expect(directive(policy, 'form-action')).toBe(formAction);
    expect(directive(policy, 'connect-src')).toBe(connect);
  });
});

describe('the mail link of a message the site could not send', () => {
  it('carries every field to the owner, the message first, in the encoding mail programs read', () => {
    const fields = formFields(contact.fields);
    const values = {
      name: 'Zoë & Co',
      email: 'zoe@example.org',
      subject: 'Hi? 100% yes',
      company: 'A+B',
      message: 'Line one\nLine two #3',
    };
    const link = new URL(mailtoOf('owner@example.com', fields, values, 'Heading'));
    expect(link.protocol).toBe('mailto:');
    expect(link.pathname).toBe('owner@example.com');
    expect(link.search).not.toContain('+');
    const body = link.searchParams.get('body') ?? '';
    expect(body.startsWith('Line one\nLine two #3\n')).toBe(true);
    for (const field of fields.filter(({ name }) => name !== 'message')) {
      expect(body).toContain(`${field.label}: ${values[field.name]}`);
    }
    expect(link.searchParams.get('subject')).toBe(
      'subject' in contact.fields ? 'Hi? 100% yes' : 'Heading',
    );
  });
});
