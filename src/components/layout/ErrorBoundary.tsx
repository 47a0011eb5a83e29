import styled from '@emotion/styled';
import { withPrefix } from 'gatsby';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocalPath, useMessages } from '../../lib/language';
import { color, fontSize, layout, space } from '../../shared/tokens';

const Panel = styled.div`
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: ${space[9]} ${space[5]};

  h1 {
    font-size: ${fontSize['2xl']};
    margin-bottom: ${space[4]};
  }

  pre {
    white-space: pre-wrap;
    padding: ${space[4]};
    border: 1px solid ${color.border};
    border-radius: 0.5rem;
    background: ${color.surface};
    color: ${color.text};
  }

  a {
    color: ${color.accent};
  }
`;

/** What a visitor sees instead of a page that failed to render. */
function ErrorScreen({ error }: { error: Error }) {
  const messages = useMessages();
  const localPath = useLocalPath();
  return (
    <Panel role="alert">
      <h1>{messages.error.heading}</h1>
      <pre>{error.message}</pre>
      <p>
        <a href={withPrefix(localPath('/'))}>{messages.error.home}</a>
      </p>
    </Panel>
  );
}

interface State {
  error: Error | null;
}

/**
 * Shows the generic error screen (docs/behaviour.md), with the error's message, instead of a
 * blank page when anything below it throws while rendering.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <ErrorScreen error={error} />;
  }
}
