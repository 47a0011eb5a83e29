import styled from '@emotion/styled';
import { withPrefix } from 'gatsby';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { format, usePageLanguage } from '../../lib/language';
import { pagePathIn } from '../../shared/i18n';
import {
  color,
  forcedBoundary,
  fontSize,
  fontWeight,
  radius,
  shadow,
  space,
} from '../../shared/tokens';
import { Icon } from '../ui/Icon';
import { quietControl } from './barControl';

const GLOBE =
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8zM12 4a14 14 0 0 1 1.9 4h-3.8A14 14 0 0 1 12 4zM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3zm.8 2h2.9a15.7 15.7 0 0 0 1.4 3.6A8 8 0 0 1 5.1 16zM8 8H5.1a8 8 0 0 1 4.3-3.6A15.7 15.7 0 0 0 8 8zm4 12a14 14 0 0 1-1.9-4h3.8A14 14 0 0 1 12 20zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4zm.3 5.6a15.7 15.7 0 0 0 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4z';

const Switch = styled.details`
  position: relative;
  flex-shrink: 0;

  & > summary {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.125rem;
    min-width: 2.5rem;
    min-height: 2.5rem;
    padding: 0 0.25rem;
    white-space: nowrap;
    border-radius: ${radius.sm};
    font-size: ${fontSize.xs};
    font-weight: ${fontWeight.bold};
    list-style: none;
    cursor: pointer;
    ${quietControl}

    &::-webkit-details-marker {
      display: none;
    }

    ${forcedBoundary}
  }
`;

const Menu = styled.ul`
  position: absolute;
  inset-block-start: calc(100% + ${space[1]});
  inset-inline-end: 0;
  z-index: 60;
  min-width: 9rem;
  margin: 0;
  padding: ${space[1]};
  list-style: none;
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  box-shadow: ${shadow.card};

  a {
    display: flex;
    align-items: center;
    min-height: 2.5rem;
    padding: 0 ${space[3]};
    border-radius: ${radius.sm};
    text-decoration: none;
    white-space: nowrap;
    ${quietControl}
  }
`;

/**
 * The same page in the site's other languages: a disclosure (works before and without the page's
 * script) whose links lead there. Nothing when the site has one language.
 */
export function LanguageSwitch() {
  const page = usePageLanguage();
  const { lang, languages, messages } = page;
  const details = useRef<HTMLDetailsElement>(null);

  // Open, it closes on a click elsewhere, as a menu does.
  useEffect(() => {
    const close = (event: MouseEvent) => {
      const element = details.current;
      if (element?.open && !element.contains(event.target as Node)) element.open = false;
    };
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, []);

  if (languages.length < 2) return null;
  const current = languages.find((language) => language.lang === lang) ?? languages[0];
  const code = lang.split('-')[0].toUpperCase();
  const onKeyDown = (event: KeyboardEvent) => {
    const element = details.current;
    if (event.key !== 'Escape' || !element?.open) return;
    element.open = false;
    element.querySelector('summary')?.focus();
  };

  return (
    <Switch ref={details} onKeyDown={onKeyDown} data-language-switch="">
      {/* Named by its content, which starts with the code it shows (a summary takes no
          aria-label): 'ES, Idioma: Español'. */}
      <summary>
        <Icon path={GLOBE} size={18} />
        <span>{code}</span>
        <span className="visually-hidden">
          , {format(messages.nav.languages, { language: current.name })}
        </span>
      </summary>
      <Menu aria-label={messages.nav.languageList}>
        {languages
          .filter((language) => language.lang !== lang)
          .map((language) => (
            <li key={language.lang}>
              <a
                href={withPrefix(pagePathIn(page, language.lang))}
                hrefLang={language.lang}
                lang={language.lang}
              >
                {language.name}
              </a>
            </li>
          ))}
      </Menu>
    </Switch>
  );
}
