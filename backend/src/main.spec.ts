// The order in which the entry point sets the heap flag and loads the application.
const mockOrder: string[] = [];
jest.mock('./config/heap', () => ({ limitHeapGrowth: () => mockOrder.push('heap flag set') }));
jest.mock('./bootstrap', () => (mockOrder.push('application loaded'), { main: () => mockOrder.push('main called') }));

describe('main', () => {
  it('sets the heap growth flag before the application modules load', () => {
    jest.isolateModules(() => jest.requireActual('./main'));
    expect(mockOrder).toEqual(['heap flag set', 'application loaded', 'main called']);
  });
});
