import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { Dialog } from '@/components/Dialog';
import { theme } from '@/theme/theme';
import { resetCloseOnBack, useCloseOnBack } from './useCloseOnBack';

const marked = () => JSON.stringify(window.history.state ?? null).includes('__closeOnBack');

/** Lets the history traversals queued by history.go/back run and their popstates fire. */
const traversals = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

function Nested({ refuse = false }: { refuse?: boolean }) {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <ThemeProvider theme={theme}>
      <button type="button" onClick={() => setOuter(true)}>
        Open outer
      </button>
      <Dialog open={outer} title="Outer" onClose={() => setOuter(false)}>
        <button type="button" onClick={() => setInner(true)}>
          Open inner
        </button>
        <Dialog open={inner} title="Inner" onClose={() => (refuse ? undefined : setInner(false))}>
          <p>Inner text</p>
        </Dialog>
      </Dialog>
    </ThemeProvider>
  );
}

/** A menu whose entry closes it and opens a dialog in the same click (the planner cell's "Fill this slot"). */
function MenuThenDialog() {
  const [menu, setMenu] = useState(false);
  const [dialog, setDialog] = useState(false);
  useCloseOnBack(menu, () => setMenu(false));
  return (
    <ThemeProvider theme={theme}>
      <button type="button" onClick={() => setMenu(true)}>
        Menu
      </button>
      {menu && (
        <ul role="menu">
          <li>
            <button
              type="button"
              onClick={() => {
                setMenu(false);
                setDialog(true);
              }}
            >
              Fill
            </button>
          </li>
        </ul>
      )}
      <Dialog open={dialog} title="Fill this slot" onClose={() => setDialog(false)}>
        <p>Suggestions</p>
      </Dialog>
    </ThemeProvider>
  );
}

beforeEach(() => {
  // A fresh entry: the forward entries earlier tests left are cut off, so history.length counts.
  window.history.pushState(null, '', '/start');
  resetCloseOnBack();
});

describe('useCloseOnBack', () => {
  it('Back closes an open dialog and stays on the page', async () => {
    render(<Nested />);
    const length = window.history.length;
    await userEvent.click(screen.getByRole('button', { name: 'Open outer' }));
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(window.history.length).toBe(length + 1);
    expect(marked()).toBe(true);

    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Outer' })).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/start');
    expect(marked()).toBe(false);
  });

  it('closing with Escape takes its history entry away again', async () => {
    render(<Nested />);
    await userEvent.click(screen.getByRole('button', { name: 'Open outer' }));
    expect(marked()).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(marked()).toBe(false));
    expect(window.location.pathname).toBe('/start');

    // Opening again and closing with the button: still no entry left behind.
    await userEvent.click(screen.getByRole('button', { name: 'Open outer' }));
    await waitFor(() => expect(marked()).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(marked()).toBe(false));
  });

  it('nested dialogs close one per Back', async () => {
    render(<Nested />);
    await userEvent.click(screen.getByRole('button', { name: 'Open outer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open inner' }));
    expect(screen.getByRole('dialog', { name: 'Inner' })).toBeInTheDocument();

    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(marked()).toBe(true);

    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Outer' })).not.toBeInTheDocument());
    expect(marked()).toBe(false);
  });

  it('closing the inner dialog with its button goes back to the outer one', async () => {
    render(<Nested />);
    await userEvent.click(screen.getByRole('button', { name: 'Open outer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open inner' }));
    const inner = screen.getByRole('dialog', { name: 'Inner' });
    await userEvent.click(within(inner).getByRole('button', { name: 'Close' }));
    await traversals();
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    // The outer dialog's entry is the one on top again: Back closes it.
    expect(marked()).toBe(true);
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Outer' })).not.toBeInTheDocument());
  });

  it('a menu entry that opens a dialog hands its entry over: one Back closes the dialog', async () => {
    render(<MenuThenDialog />);
    const length = window.history.length;
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fill' }));
    await traversals();
    expect(screen.getByRole('dialog', { name: 'Fill this slot' })).toBeInTheDocument();
    expect(window.history.length).toBe(length + 1);
    expect(marked()).toBe(true);

    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(marked()).toBe(false);
  });

  it('a dialog that refuses to close keeps an entry: the next Back still does not leave', async () => {
    render(<Nested refuse />);
    await userEvent.click(screen.getByRole('button', { name: 'Open outer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open inner' }));
    act(() => window.history.back());
    await traversals();
    expect(screen.getByRole('dialog', { name: 'Inner' })).toBeInTheDocument();
    await waitFor(() => expect(marked()).toBe(true));
    act(() => window.history.back());
    await traversals();
    // Still refused: the outer dialog is not closed under it either.
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/start');
  });
});

describe('useCloseOnBack on a busy machine', () => {
  it('a go-back that answers after it was given up on closes nothing opened meanwhile', async () => {
    const realGo = window.history.go.bind(window.history);
    // The traversal is slower than the hook waits for (1 s): it lands after the next opening.
    const slowGo = jest.spyOn(window.history, 'go').mockImplementation((delta) => {
      setTimeout(() => realGo(delta), 1300);
    });
    try {
      render(<Nested />);
      await userEvent.click(screen.getByRole('button', { name: 'Open outer' }));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(slowGo).toHaveBeenCalledWith(-1));
      await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
      await userEvent.click(screen.getByRole('button', { name: 'Open outer' }));
      expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
      // The late popstate arrives: the dialog stays open, and gets an entry of its own again.
      await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
      expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
      await waitFor(() => expect(marked()).toBe(true));
    } finally {
      slowGo.mockRestore();
    }
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Outer' })).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/start');
  });
});

describe('useCloseOnBack with the router', () => {
  function PageOne() {
    const [open, setOpen] = useState(false);
    const navigate = useNavigate();
    return (
      <ThemeProvider theme={theme}>
        <h1>Page one</h1>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <Dialog open={open} title="Links" onClose={() => setOpen(false)}>
          <Link to="/two" onClick={() => setOpen(false)}>
            Go to two
          </Link>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              void navigate('/slow');
            }}
          >
            Search
          </button>
        </Dialog>
      </ThemeProvider>
    );
  }

  const makeRouter = () =>
    createBrowserRouter([
      { path: '/one', element: <PageOne /> },
      { path: '/two', element: <h1>Page two</h1> },
      {
        path: '/slow',
        // A page whose chunk is not loaded yet: the push waits for it.
        lazy: async () => {
          await new Promise((resolve) => setTimeout(resolve, 80));
          return { Component: () => <h1>Slow page</h1> };
        },
      },
    ]);

  it('Back closes the dialog without leaving the route', async () => {
    window.history.replaceState(null, '', '/one');
    const router = makeRouter();
    render(<RouterProvider router={router} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Links' })).toBeInTheDocument();

    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/one');
    expect(screen.getByRole('heading', { name: 'Page one' })).toBeInTheDocument();
    router.dispose();
  });

  it('a link inside a dialog navigates; Back from there returns to the page in one step', async () => {
    window.history.replaceState(null, '', '/one');
    const router = makeRouter();
    render(<RouterProvider router={router} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('link', { name: 'Go to two' }));
    expect(await screen.findByRole('heading', { name: 'Page two' })).toBeInTheDocument();
    await traversals();
    expect(router.state.location.pathname).toBe('/two');

    act(() => window.history.back());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Page one' })).toBeInTheDocument());
    await traversals();
    // The entry the dialog left under page two was stepped over: history is on page one's own entry.
    expect(marked()).toBe(false);
    expect(router.state.location.pathname).toBe('/one');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Forward goes to page two again, over the same dead entry.
    act(() => window.history.forward());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Page two' })).toBeInTheDocument());
    await traversals();
    expect(marked()).toBe(false);
    router.dispose();
  });

  it('a dialog that closes and navigates (search from the overlay) reaches the page, however slow its chunk', async () => {
    window.history.replaceState(null, '', '/one');
    const router = makeRouter();
    render(<RouterProvider router={router} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    await traversals();
    await traversals();
    expect(router.state.location.pathname).toBe('/slow');
    expect(screen.getByRole('heading', { name: 'Slow page' })).toBeInTheDocument();

    // Back from there: page one, in one step, and no dialog.
    act(() => window.history.back());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Page one' })).toBeInTheDocument());
    await traversals();
    expect(marked()).toBe(false);
    router.dispose();
  });
});
