import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListState } from '@/components/ui/list-state';

it('shows the loading text as busy, with no alert and no button', () => {
  render(<ListState kind="loading" className="box" message="Loading…" />);
  const text = screen.getByText('Loading…');
  expect(text).toHaveAttribute('aria-busy', 'true');
  expect(text).toHaveClass('box');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('announces a failure and retries with its button', async () => {
  const onRetry = jest.fn();
  render(<ListState kind="failed" className="box" message="Could not load." retry={{ label: 'Try again', onRetry }} />);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Could not load.');
  expect(alert).toHaveClass('box');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('offers no retry when the failure has none', () => {
  render(<ListState kind="failed" message="Your session ended." />);
  expect(screen.getByRole('alert')).toHaveTextContent('Your session ended.');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('says the list is empty, with the way on it is given and nothing busy', () => {
  render(<ListState kind="empty" className="box" message="Nothing here yet." action={<button type="button">To the catalogue</button>} />);
  expect(screen.getByText('Nothing here yet.').parentElement).toHaveClass('box');
  expect(screen.getByRole('button', { name: 'To the catalogue' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(document.querySelector('[aria-busy]')).toBeNull();
});
