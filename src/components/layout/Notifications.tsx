import styled from '@emotion/styled';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { color, fontSize, fontWeight, mq, radius, shadow, space } from '../../shared/tokens';
import { usePageLanguage } from '../../lib/language';

type Toastify = typeof import('react-toastify');

export interface Notification {
  title: string;
  text: string;
}

type Notify = (notification: Notification) => void;

/** How long a notification stays, unless the visitor closes it first. */
const SHOWN_MS = 5000;

const NotifyContext = createContext<Notify | null>(null);

const Title = styled.p`
  margin: 0 0 0.125rem;
  color: ${color.text};
  font-weight: ${fontWeight.bold};
  font-size: ${fontSize.md};
`;

const Text = styled.p`
  margin: 0;
  color: ${color.muted};
  font-size: ${fontSize.sm};
  line-height: 1.5;
`;

// The library's light look on the site's tokens, so the toast follows the theme: its custom
// properties set here outrank its own on :root for everything inside.
const ToastTheme = styled.div`
  display: contents;
  --toastify-color-light: ${color.surface};
  --toastify-text-color-light: ${color.text};
  --toastify-color-info: ${color.infoDot};
  --toastify-toast-shadow: ${shadow.lift};

  .Toastify__toast {
    border: 1px solid ${color.border};
  }

  .Toastify__close-button {
    color: ${color.text};
    opacity: 0.6;
  }

  .Toastify__close-button:hover,
  .Toastify__close-button:focus {
    opacity: 1;
  }

  /* The library closes a notification when its countdown bar's animation ends, and the site's
     reduced-motion rule shortens every animation to nothing: the bar keeps its time, unseen. */
  ${mq.reducedMotion} {
    .Toastify__progress-bar--animated {
      animation-duration: ${SHOWN_MS}ms !important;
      visibility: hidden;
    }
  }
`;

// Where the library cannot be loaded (offline, or a deploy replaced its file), the provider says
// it itself: a plain box in the toasts' corner, inside a live region.
const PlainRegion = styled.div<{ rtl: boolean }>`
  position: fixed;
  bottom: ${space[4]};
  ${({ rtl }) => (rtl ? 'left' : 'right')}: ${space[4]};
  z-index: 9999;
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  width: min(20rem, calc(100vw - 2 * ${space[4]}));

  ${mq.print} {
    display: none;
  }
`;

const PlainBox = styled.div`
  padding: ${space[3]} ${space[4]};
  border: 1px solid ${color.border};
  border-radius: ${radius.sm};
  background: ${color.surface};
  box-shadow: ${shadow.lift};
`;

/** One plain notification, which closes itself when its time is up. */
function PlainNotice({ title, text, close }: Notification & { close: (title: string) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => close(title), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [title, close]);
  return (
    <PlainBox>
      <Title>{title}</Title>
      <Text>{text}</Text>
    </PlainBox>
  );
}

/** `shown` with `notification` added, unless one with its title is shown, as with the toasts. */
const adding = (shown: Notification[], notification: Notification) =>
  shown.some(({ title }) => title === notification.title) ? shown : [...shown, notification];

function show(toastify: Toastify, { title, text }: Notification) {
  toastify.toast.info(
    <div>
      <Title>{title}</Title>
      <Text>{text}</Text>
    </div>,
    // One notification per title at a time: repeated clicks do not stack copies.
    { toastId: title },
  );
}

/**
 * Gives the page a `notify` function. The toast library is loaded on the first notification,
 * not with the page: most visits never need it.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [toastify, setToastify] = useState<Toastify | null>(null);
  const loaded = useRef<Toastify | null>(null);
  const waiting = useRef<Notification[]>([]);
  const [failed, setFailed] = useState(false);
  const plainReady = useRef(false);
  const [plain, setPlain] = useState<Notification[]>([]);
  // In a right-to-left page the corner and the text mirror.
  const rtl = usePageLanguage().dir === 'rtl';

  const notify = useCallback<Notify>((notification) => {
    if (loaded.current) {
      show(loaded.current, notification);
      return;
    }
    if (plainReady.current) {
      setPlain((shown) => adding(shown, notification));
      return;
    }
    waiting.current.push(notification);
    void import('react-toastify').then(
      (module) => setToastify(module),
      () => setFailed(true),
    );
  }, []);

  const closePlain = useCallback((title: string) => {
    setPlain((shown) => shown.filter((notification) => notification.title !== title));
  }, []);

  // Runs after the container below has mounted, so the waiting notifications have a place.
  useEffect(() => {
    if (!toastify) return;
    loaded.current = toastify;
    for (const notification of waiting.current.splice(0)) show(toastify, notification);
    // Escape closes what is shown, wherever the focus is, and leaves the focus there.
    const dismiss = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && document.querySelector('.Toastify__toast')) {
        toastify.toast.dismiss();
      }
    };
    document.addEventListener('keydown', dismiss);
    return () => document.removeEventListener('keydown', dismiss);
  }, [toastify]);

  // Runs after the live region below has mounted empty: screen readers announce the text put in
  // a region they already know, not one that arrives with it.
  useEffect(() => {
    if (!failed) return;
    plainReady.current = true;
    const shown = waiting.current.splice(0);
    setPlain((current) => shown.reduce(adding, current));
  }, [failed]);

  useEffect(() => {
    if (plain.length === 0) return;
    const dismiss = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPlain([]);
    };
    document.addEventListener('keydown', dismiss);
    return () => document.removeEventListener('keydown', dismiss);
  }, [plain.length]);

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {toastify && (
        <ToastTheme>
          <toastify.ToastContainer
            position={rtl ? 'bottom-left' : 'bottom-right'}
            rtl={rtl}
            theme="light"
            autoClose={SHOWN_MS}
            newestOnTop
            closeOnClick
            pauseOnFocusLoss
          />
        </ToastTheme>
      )}
      {failed && (
        <PlainRegion role="status" rtl={rtl}>
          {plain.map((notification) => (
            <PlainNotice key={notification.title} {...notification} close={closePlain} />
          ))}
        </PlainRegion>
      )}
    </NotifyContext.Provider>
  );
}

/** The `notify` function of the nearest NotificationsProvider. */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside a NotificationsProvider');
  return notify;
}
