/**
 * @jest-environment node
 */
// An island hydrated later (components/ui/later-island.tsx) as the server renders it: in the page's
// HTML in place, inside its boundary's marks, with the page's shell. A boundary streamed after the
// shell would be sent hidden and revealed by a script after the browser's first paint, so the page
// would paint without it and then shift.
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { laterIsland } from '@/components/ui/later-island';

function Greeting({ name }: { name: string }) {
  return <button type="button">Hello {name}</button>;
}

/** The HTML React streams for `element`, piped from the moment its shell is ready, as Next does. */
function streamedHtml(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const sink = new PassThrough();
    let html = '';
    sink.on('data', (chunk: Buffer) => (html += chunk.toString()));
    sink.on('end', () => resolve(html));
    const stream = renderToPipeableStream(element, {
      onShellReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

it('renders the island in place with the shell once its module is there', async () => {
  const LaterGreeting = laterIsland(() => Promise.resolve(Greeting));
  // The module is asked for when the island is defined; a page renders after its modules loaded.
  await new Promise((resolve) => setImmediate(resolve));
  const html = await streamedHtml(
    <main>
      <LaterGreeting name="Ana" />
    </main>,
  );
  expect(html).toBe('<main><div class="later-island"><!--&--><button type="button">Hello <!-- -->Ana</button><!--/&--></div></main>');
});

it('renders the island in place when its module arrives during the render (the first after a start)', async () => {
  let arrive: (component: typeof Greeting) => void = () => undefined;
  const LaterGreeting = laterIsland(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
  const rendering = streamedHtml(
    <main>
      <h1>Shop</h1>
      <LaterGreeting name="Ana" />
    </main>,
  );
  await new Promise((resolve) => setImmediate(resolve));
  arrive(Greeting);
  expect(await rendering).toBe('<main><h1>Shop</h1><div class="later-island"><!--&--><button type="button">Hello <!-- -->Ana</button><!--/&--></div></main>');
});
