import { countyKey, placeKey, stateCode } from './place-names';

describe('placeKey', () => {
  it.each([
    ['St. Louis', 'saint louis'],
    ['Saint Louis', 'saint louis'],
    ['ST LOUIS', 'saint louis'],
    ['Ste. Genevieve', 'sainte genevieve'],
    ['Ft. Worth', 'fort worth'],
    ['Fort Worth', 'fort worth'],
    ['Mt. Laurel', 'mount laurel'],
    ['McLean', 'mclean'],
    ['Mc Lean', 'mclean'],
    ["Coeur d'Alene", 'coeur dalene'],
    ['Doña Ana', 'dona ana'],
    ['  Jersey   City ', 'jersey city'],
    ['Winston-Salem', 'winston salem'],
    ['King Of Prussia', 'king of prussia'],
    ['', ''],
  ])('%p → %p', (name, key) => {
    expect(placeKey(name)).toBe(key);
  });
});

describe('countyKey', () => {
  it.each([
    ['Queens County', 'queens'],
    ['Queens', 'queens'],
    ['St. Louis (city)', 'saint louis city'],
    ['City of Alexandria', 'alexandria city'],
    ['City and County of San Francisco', 'san francisco'],
    ['East Baton Rouge Parish', 'east baton rouge'],
    ['Fairbanks North Star Borough', 'fairbanks north star'],
  ])('%p → %p', (name, key) => {
    expect(countyKey(name)).toBe(key);
  });
});

describe('stateCode', () => {
  it.each([
    ['NJ', 'NJ'],
    ['nj', 'NJ'],
    [' New Jersey ', 'NJ'],
    ['new jersey', 'NJ'],
    ['DC', 'DC'],
    ['District of Columbia', 'DC'],
    ['Washington', 'WA'],
    ['XX', null],
    ['Jersey', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%p → %p', (value, code) => {
    expect(stateCode(value)).toBe(code);
  });
});
