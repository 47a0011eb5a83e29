// Notifications when the toast library's file cannot be loaded (offline, or a deploy replaced
// it): the provider shows them itself, in a live region. The toasts themselves: home.test.tsx.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNotify, type Notification } from '../../src/components/layout/Notifications';
import arabic from '../../src/shared/i18n/ar.json';
import type { Messages } from '../../src/shared/i18n';
import { pageLanguage, renderInSite } from '../support/render';

// The unit project's compiler turns `import()` into a `require` in a promise, so a module that
// throws when required makes the import reject, as a chunk that fails to load does.
let mockChunkFails = true;
jest.mock('react-toastify', () => {
  if (mockChunkFails) throw new Error('chunk failed');
  return jest.requireActual('react-toastify');
});

const NOTICE: Notification = { title: 'Coming Soon', text: 'Under development, soon here.' };

function Notifier({ notification = NOTICE }: { notification?: Notification }) {
  const notify = useNotify();
  return <button onClick={() => notify(notification)}>Notify</button>;
}

/** The live region, once the provider has mounted it. */
const region = () => screen.findByRole('status');

describe('when the toast library fails to load', () => {
  it('shows the title and text in a live region that was in the page before them', async () => {
    const user = userEvent.setup();
    const added: Node[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) if (record.addedNodes.length) added.push(record.target);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderInSite(<Notifier />);
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    const status = await region();
    expect(await within(status).findByText(NOTICE.title)).toBeInTheDocument();
    expect(within(status).getByText(NOTICE.text)).toBeInTheDocument();
    await act(async () => {}); // the observer's last records
    observer.disconnect();
    // The text was put into the mounted region, not mounted with it.
    expect(added).toContain(status);
  });

  it('closes on Escape, and the region stays for the next one', async () => {
    const user = userEvent.setup();
    renderInSite(<Notifier />);
    const button = screen.getByRole('button', { name: 'Notify' });
    await user.click(button);
    const status = await region();
    await within(status).findByText(NOTICE.title);
    await user.keyboard('{Escape}');
    expect(status).toBeEmptyDOMElement();
    expect(button).toHaveFocus();
    await user.click(button);
    expect(within(status).getByText(NOTICE.text)).toBeInTheDocument();
  });

  it('shows one copy per title', async () => {
    const user = userEvent.setup();
    renderInSite(<Notifier />);
    const button = screen.getByRole('button', { name: 'Notify' });
    await user.click(button);
    await user.click(button);
    const status = await region();
    await within(status).findByText(NOTICE.title);
    await user.click(button);
    expect(within(status).getAllByText(NOTICE.title)).toHaveLength(1);
  });

  describe('in time', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('closes after five seconds', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderInSite(<Notifier />);
      await user.click(screen.getByRole('button', { name: 'Notify' }));
      const status = await region();
      await within(status).findByText(NOTICE.title);
      act(() => jest.advanceTimersByTime(4900));
      expect(within(status).getByText(NOTICE.title)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(100));
      expect(status).toBeEmptyDOMElement();
    });
  });

  it('sits at the bottom right, and bottom left in a right-to-left page, as the toasts do', async () => {
    const user = userEvent.setup();
    const { unmount } = renderInSite(<Notifier />);
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    expect(await region()).toHaveStyle({ position: 'fixed', bottom: '1rem', right: '1rem' });
    unmount();

    const language = pageLanguage('/ar/', { lang: 'ar', messages: arabic as Messages });
    renderInSite(<Notifier />, '/ar/', language);
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    const status = await region();
    expect(status).toHaveStyle({ left: '1rem' });
    expect(getComputedStyle(status).right).toBe('');
  });
});

describe('when the toast library loads', () => {
  beforeAll(() => {
    mockChunkFails = false;
  });

  it('shows the toast, and no plain region', async () => {
    const user = userEvent.setup();
    renderInSite(<Notifier />);
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    const alert = await screen.findByRole('alert');
    expect(await within(alert).findByText(NOTICE.title)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
