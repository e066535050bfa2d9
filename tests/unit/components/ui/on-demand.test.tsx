// A component loaded on first render (a filter's panel, the product-info modal): shown once its
// chunk is there; a chunk gone after a deploy reloads the page instead of failing, and any other
// failure reaches the nearest error boundary.
import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { onDemand } from '@/components/ui/on-demand';
import { page } from '@/lib/browser/chunk-reload';

const chunkGone = () => new Error('Failed to load chunk /_next/static/chunks/0f3a1c.js from module 81234');

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>boundary</p> : this.props.children;
  }
}

function renderLazy(load: () => Promise<(props: { name: string }) => ReactNode>) {
  const Lazy = onDemand(load);
  return render(
    <Boundary>
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="panel" />
      </Suspense>
    </Boundary>,
  );
}

let reload: jest.SpyInstance;
beforeEach(() => {
  window.sessionStorage.clear();
  reload = jest.spyOn(page, 'reload').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function Named({ name }: { name: string }) {
  return <p>{name}</p>;
}

it('shows the fallback, then the component with its props', async () => {
  renderLazy(async () => Named);
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(await screen.findByText('panel')).toBeInTheDocument();
});

it('reloads the page when the chunk is gone, and keeps waiting meanwhile', async () => {
  renderLazy(() => Promise.reject(chunkGone()));
  await screen.findByText('loading');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(reload).toHaveBeenCalledTimes(1);
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(screen.queryByText('boundary')).not.toBeInTheDocument();
});

it('lets any other failure reach the error boundary', async () => {
  renderLazy(() => Promise.reject(new TypeError('broken module')));
  expect(await screen.findByText('boundary')).toBeInTheDocument();
  expect(reload).not.toHaveBeenCalled();
});
