import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_LISTING, ListingState } from '../listing-state';
import { describeFeed, describeListing } from '../listing-text';
import { Sheet } from './Sheet';
import { SortSelect } from './SortSelect';

describe('the sort dropdown', () => {
  it("offers the spec's four sorts (plus 'Date (Best match first)' while searching) and reports a change", () => {
    const onChange = vi.fn();
    const { rerender } = render(<SortSelect id="s" state={EMPTY_LISTING} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Date (Earliest)',
      'Date (Latest)',
      'Title (A-Z)',
      'Title (Z-A)',
    ]);
    fireEvent.change(select, { target: { value: 'title-desc' } });
    expect(onChange).toHaveBeenCalledWith({ sort: 'title-desc' });
    // Choosing the default again clears the sort from the URL.
    fireEvent.change(select, { target: { value: 'date-asc' } });
    expect(onChange).toHaveBeenLastCalledWith({ sort: null });
    rerender(<SortSelect id="s" state={{ ...EMPTY_LISTING, q: 'garba' }} onChange={onChange} />);
    expect(screen.getByRole('option', { name: 'Date (Best match first)' })).toBeInTheDocument();
  });
});

describe('the Filters sheet', () => {
  function Opener() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Filters
        </button>
        {open && (
          <Sheet title="Filters" onClose={() => setOpen(false)}>
            <button type="button" onClick={() => setOpen(false)}>
              Show events
            </button>
          </Sheet>
        )}
      </>
    );
  }

  it('gives focus back to the button that opened it after "Show events"', () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Filters' });
    opener.focus();
    fireEvent.click(opener);
    const show = screen.getByRole('button', { name: 'Show events' });
    show.focus();
    act(() => show.click());
    expect(screen.queryByRole('button', { name: 'Show events' })).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('the filters in words', () => {
  const kids: ListingState = { ...EMPTY_LISTING, tag: 'kids-family' };
  it("names a practical tag by its label, '&' included", () => {
    expect(describeListing(kids, null, '2026-12-07', 'Kids & family')).toBe('Kids & family');
    expect(describeFeed(kids, null, 'Kids & family')).toBe('All events · Kids & family');
  });
  it('says nothing of the tag until its label is known (never "Kids family")', () => {
    expect(describeListing(kids, null, '2026-12-07', null)).toBe('');
  });
});
