import { screen } from '@testing-library/react';
import { keepAllStyles, renderWithProviders, signedInState } from '../../test-utils';
import { TOUCH_QUERY } from '../media/media';
import { ResponsiveTable } from '../ResponsiveTable/ResponsiveTable';
import { stubWindowWidth } from '../../test-utils/window-width';
import { useRowSelection } from './use-row-selection';

// These tests read the columns' and targets' CSS rules themselves.
keepAllStyles();

interface Row {
  id: number;
  name: string;
}
const ROWS: Row[] = [
  { id: 1, name: 'Green Olives' },
  { id: 2, name: 'Labneh' },
];

function Picked({ rows }: { rows: Row[] }) {
  const selection = useRowSelection(rows, { getId: (row) => row.id, rowLabel: (row) => `Select ${row.name}`, allLabel: 'Select all', scope: 'test' });
  return (
    <ResponsiveTable ariaLabel="Products" rows={rows} getRowKey={(row) => row.id} columns={[selection.column, { key: 'name', header: 'Name', cardTitle: true, render: (row) => row.name }]} />
  );
}

/**
 * The declarations the page's style sheets give `element` under the touch media query (jsdom lays
 * nothing out, so the rule is read where the browser would apply it).
 */
function touchDeclarations(element: Element): Record<string, string> {
  const found: Record<string, string> = {};
  const media = TOUCH_QUERY.replace(/\s+/g, '');
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule) || rule.media.mediaText.replace(/\s+/g, '') !== media) continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (inner instanceof CSSStyleRule && element.matches(inner.selectorText)) {
          for (const name of Array.from(inner.style)) found[name] = inner.style.getPropertyValue(name);
        }
      }
    }
  }
  return found;
}

describe('the rows picked for a bulk action', () => {
  let width: ReturnType<typeof stubWindowWidth>;
  beforeEach(() => {
    width = stubWindowWidth(390);
  });
  afterEach(() => width.restore());

  it('gives each card a checkbox that is a 44 × 44 px target on a touch screen, its whole area the input', () => {
    renderWithProviders(<Picked rows={ROWS} />, { preloadedState: signedInState() });
    const box = screen.getByRole('checkbox', { name: 'Select Labneh' });
    const root = box.closest('.fui-Checkbox');
    if (!root) throw new Error('no Fluent checkbox');
    expect(touchDeclarations(root)).toMatchObject({ 'min-width': '44px', 'min-height': '44px' });
    expect(touchDeclarations(box)).toMatchObject({ width: '100%' });
  });
});
