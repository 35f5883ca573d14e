import { act, render, screen } from '@testing-library/react';
import { WhenInView } from './WhenInView';

// jsdom has no IntersectionObserver: a stand-in the test moves into view by hand.
class FakeObserver {
  static last: FakeObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  enter(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

describe('WhenInView', () => {
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    FakeObserver.last = null;
  });

  it('shows the placeholder until its place comes into view, then its content for good', () => {
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    render(
      <WhenInView placeholder={<p>Loading the panel</p>}>
        <p>The panel</p>
      </WhenInView>,
    );
    expect(screen.getByText('Loading the panel')).toBeInTheDocument();
    expect(screen.queryByText('The panel')).not.toBeInTheDocument();
    const observer = FakeObserver.last as FakeObserver;
    expect(observer.observed).toHaveLength(1);

    act(() => observer.enter(false));
    expect(screen.queryByText('The panel')).not.toBeInTheDocument();

    act(() => observer.enter(true));
    expect(screen.getByText('The panel')).toBeInTheDocument();
    expect(screen.queryByText('Loading the panel')).not.toBeInTheDocument();
    expect(observer.disconnected).toBe(true);
  });

  it('renders its content at once where the browser cannot tell what is in view', () => {
    render(
      <WhenInView placeholder={<p>Loading the panel</p>}>
        <p>The panel</p>
      </WhenInView>,
    );
    expect(screen.getByText('The panel')).toBeInTheDocument();
  });
});
