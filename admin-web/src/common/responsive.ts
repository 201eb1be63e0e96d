import type { SxProps, Theme } from '@mui/material';

type Breakpoint = 'sm' | 'md' | 'lg' | 'xl';

/**
 * A list column shown only from a breakpoint up, so every list fits a 390 px phone and a 1280 px
 * laptop (with the side menu) without scrolling sideways; the column's facts stay in the row's
 * first cell below it.
 */
export const fromWidth = (bp: Breakpoint) => ({ display: { xs: 'none', [bp]: 'table-cell' } });

/** A line of a row's first cell shown only below a breakpoint (where its own column is hidden). */
export const belowWidth = (bp: Breakpoint) => ({ display: { xs: 'block', [bp]: 'none' } });

/** Narrower cell padding on a phone, so a list's first cell keeps room for its text. */
export const compactCells: SxProps<Theme> = { '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } } };
