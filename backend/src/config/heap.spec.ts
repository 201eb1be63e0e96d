import { HEAP_GROWING_PERCENT, limitHeapGrowth } from './heap';

describe('limitHeapGrowth', () => {
  it('sets the heap growing factor unless the node command line sets it', () => {
    expect(limitHeapGrowth([])).toBe(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
    expect(limitHeapGrowth(['--enable-source-maps'])).toBe(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
    expect(limitHeapGrowth(['--heap-growing-percent=300'])).toBeNull();
    expect(limitHeapGrowth(['--heap_growing_percent=50'])).toBeNull();
  });
});
