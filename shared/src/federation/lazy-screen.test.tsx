import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyScreen } from './lazy-screen';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyScreen', () => {
  it("loads the screen's module when it first renders, and renders its named export with the props given", async () => {
    const load = jest.fn(async () => ({ Greeting, other: 1 }));
    const element = lazyScreen(load, 'Greeting', { name: 'Noura' });
    expect(load).not.toHaveBeenCalled();
    render(<Suspense fallback={<p>Loading</p>}>{element}</Suspense>);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Noura')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
