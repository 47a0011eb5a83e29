import type { GatsbyBrowser, GatsbySSR } from 'gatsby';
import type { PageLanguage } from '../../shared/i18n';
import { LanguageProvider } from '../../lib/language';
import { ErrorBoundary } from './ErrorBoundary';
import { NotificationsProvider } from './Notifications';
import '../../styles/global.css';

type WrapPageElement = GatsbyBrowser['wrapPageElement'] & GatsbySSR['wrapPageElement'];

/** Shared by the browser and the server renderer, so both produce the same tree. */
export const wrapPageElement: WrapPageElement = ({ element, props }) => (
  <LanguageProvider value={props.pageContext as unknown as PageLanguage}>
    <NotificationsProvider>
      <ErrorBoundary key={props.location.pathname}>{element}</ErrorBoundary>
    </NotificationsProvider>
  </LanguageProvider>
);
