/**
 * The hand-kept part of place data (docs/places.md): short slugs and everyday names for the metro areas
 * with notable Indian-diaspora communities, regions that group several Census areas, and the words a
 * visitor types for places. Everything else (every ZIP, city and CBSA) comes from data/*.json.
 */

export interface CuratedMetro {
  /** Census CBSA code. */
  cbsa: string;
  slug: string;
  name: string;
  /** Words that mean this metro in a search ("dfw", "twin cities"); the slug and name count too. */
  aliases?: string[];
}

/** Metros with a short slug and an everyday name; other CBSAs get "<first city>-<state>" and their Census title. */
export const CURATED_METROS: CuratedMetro[] = [
  { cbsa: '35620', slug: 'new-york', name: 'New York–Newark–Jersey City', aliases: ['new york', 'new york city', 'nyc', 'long island'] },
  { cbsa: '19100', slug: 'dallas-fort-worth', name: 'Dallas–Fort Worth', aliases: ['dallas', 'fort worth', 'dfw', 'metroplex'] },
  { cbsa: '26420', slug: 'houston', name: 'Houston', aliases: ['houston'] },
  { cbsa: '41860', slug: 'san-francisco', name: 'San Francisco–Oakland–Fremont', aliases: ['san francisco', 'sf', 'oakland', 'east bay'] },
  { cbsa: '41940', slug: 'san-jose', name: 'San Jose–Sunnyvale–Santa Clara', aliases: ['san jose', 'silicon valley', 'south bay'] },
  { cbsa: '16980', slug: 'chicago', name: 'Chicago', aliases: ['chicago', 'chicagoland'] },
  { cbsa: '12060', slug: 'atlanta', name: 'Atlanta', aliases: ['atlanta', 'atl'] },
  {
    cbsa: '47900',
    slug: 'washington-dc',
    name: 'Washington, DC',
    aliases: ['washington dc', 'dc', 'dmv', 'nova', 'northern virginia', 'dc metro'],
  },
  { cbsa: '42660', slug: 'seattle', name: 'Seattle', aliases: ['seattle'] },
  { cbsa: '14460', slug: 'boston', name: 'Boston', aliases: ['boston'] },
  { cbsa: '37980', slug: 'philadelphia', name: 'Philadelphia', aliases: ['philadelphia', 'philly'] },
  { cbsa: '19820', slug: 'detroit', name: 'Detroit', aliases: ['detroit'] },
  { cbsa: '31080', slug: 'los-angeles', name: 'Los Angeles', aliases: ['los angeles', 'socal'] },
  { cbsa: '12420', slug: 'austin', name: 'Austin', aliases: ['austin'] },
  { cbsa: '38060', slug: 'phoenix', name: 'Phoenix', aliases: ['phoenix'] },
  { cbsa: '33460', slug: 'minneapolis-st-paul', name: 'Minneapolis–St. Paul', aliases: ['minneapolis', 'saint paul', 'twin cities'] },
  { cbsa: '16740', slug: 'charlotte', name: 'Charlotte', aliases: ['charlotte'] },
  { cbsa: '39580', slug: 'raleigh', name: 'Raleigh–Cary', aliases: ['raleigh'] },
  { cbsa: '20500', slug: 'durham-chapel-hill', name: 'Durham–Chapel Hill', aliases: ['durham', 'chapel hill'] },
  { cbsa: '18140', slug: 'columbus', name: 'Columbus, OH', aliases: ['columbus'] },
  { cbsa: '19740', slug: 'denver', name: 'Denver', aliases: ['denver'] },
  { cbsa: '45300', slug: 'tampa', name: 'Tampa Bay', aliases: ['tampa', 'tampa bay', 'saint petersburg', 'clearwater'] },
  { cbsa: '36740', slug: 'orlando', name: 'Orlando', aliases: ['orlando'] },
  { cbsa: '33100', slug: 'miami', name: 'Miami–Fort Lauderdale', aliases: ['miami', 'fort lauderdale', 'south florida'] },
  { cbsa: '40900', slug: 'sacramento', name: 'Sacramento', aliases: ['sacramento'] },
  { cbsa: '41740', slug: 'san-diego', name: 'San Diego', aliases: ['san diego'] },
  { cbsa: '38300', slug: 'pittsburgh', name: 'Pittsburgh', aliases: ['pittsburgh'] },
  { cbsa: '41180', slug: 'st-louis', name: 'St. Louis', aliases: ['saint louis'] },
  { cbsa: '17410', slug: 'cleveland', name: 'Cleveland', aliases: ['cleveland'] },
  { cbsa: '26900', slug: 'indianapolis', name: 'Indianapolis', aliases: ['indianapolis', 'indy'] },
  { cbsa: '34980', slug: 'nashville', name: 'Nashville', aliases: ['nashville'] },
  { cbsa: '12580', slug: 'baltimore', name: 'Baltimore', aliases: ['baltimore'] },
  { cbsa: '25540', slug: 'hartford', name: 'Hartford', aliases: ['hartford'] },
  { cbsa: '28140', slug: 'kansas-city', name: 'Kansas City', aliases: ['kansas city'] },
  { cbsa: '17140', slug: 'cincinnati', name: 'Cincinnati', aliases: ['cincinnati'] },
  { cbsa: '41620', slug: 'salt-lake-city', name: 'Salt Lake City', aliases: ['salt lake city', 'salt lake', 'slc'] },
  { cbsa: '38900', slug: 'portland', name: 'Portland, OR', aliases: ['portland'] },
  { cbsa: '41700', slug: 'san-antonio', name: 'San Antonio', aliases: ['san antonio'] },
  { cbsa: '29820', slug: 'las-vegas', name: 'Las Vegas', aliases: ['las vegas', 'vegas'] },
  { cbsa: '40140', slug: 'inland-empire', name: 'Riverside–San Bernardino', aliases: ['riverside', 'san bernardino', 'inland empire'] },
  { cbsa: '27260', slug: 'jacksonville', name: 'Jacksonville, FL', aliases: ['jacksonville'] },
  { cbsa: '40060', slug: 'richmond', name: 'Richmond, VA', aliases: ['richmond'] },
  { cbsa: '33340', slug: 'milwaukee', name: 'Milwaukee', aliases: ['milwaukee'] },
  { cbsa: '45940', slug: 'trenton-princeton', name: 'Trenton–Princeton', aliases: ['trenton', 'princeton'] },
  { cbsa: '10900', slug: 'allentown', name: 'Allentown–Bethlehem', aliases: ['allentown', 'lehigh valley'] },
  { cbsa: '15380', slug: 'buffalo', name: 'Buffalo', aliases: ['buffalo'] },
  { cbsa: '10580', slug: 'albany', name: 'Albany, NY', aliases: ['albany'] },
  { cbsa: '40380', slug: 'rochester', name: 'Rochester, NY', aliases: ['rochester'] },
  { cbsa: '31140', slug: 'louisville', name: 'Louisville', aliases: ['louisville'] },
  { cbsa: '32820', slug: 'memphis', name: 'Memphis', aliases: ['memphis'] },
  { cbsa: '35380', slug: 'new-orleans', name: 'New Orleans', aliases: ['new orleans', 'nola'] },
  { cbsa: '36420', slug: 'oklahoma-city', name: 'Oklahoma City', aliases: ['oklahoma city', 'okc'] },
  { cbsa: '46140', slug: 'tulsa', name: 'Tulsa', aliases: ['tulsa'] },
  { cbsa: '39300', slug: 'providence', name: 'Providence', aliases: ['providence'] },
  { cbsa: '14860', slug: 'bridgeport-stamford', name: 'Bridgeport–Stamford', aliases: ['stamford', 'bridgeport'] },
  { cbsa: '35300', slug: 'new-haven', name: 'New Haven', aliases: ['new haven'] },
  {
    cbsa: '47260',
    slug: 'virginia-beach-norfolk',
    name: 'Virginia Beach–Norfolk',
    aliases: ['virginia beach', 'norfolk', 'hampton roads'],
  },
  { cbsa: '46060', slug: 'tucson', name: 'Tucson', aliases: ['tucson'] },
  { cbsa: '10740', slug: 'albuquerque', name: 'Albuquerque', aliases: ['albuquerque'] },
  { cbsa: '36540', slug: 'omaha', name: 'Omaha', aliases: ['omaha'] },
  { cbsa: '13820', slug: 'birmingham', name: 'Birmingham, AL', aliases: ['birmingham'] },
  { cbsa: '26620', slug: 'huntsville', name: 'Huntsville, AL', aliases: ['huntsville'] },
  { cbsa: '31540', slug: 'madison', name: 'Madison, WI' },
  { cbsa: '19780', slug: 'des-moines', name: 'Des Moines', aliases: ['des moines'] },
  { cbsa: '49340', slug: 'worcester', name: 'Worcester', aliases: ['worcester'] },
  { cbsa: '23420', slug: 'fresno', name: 'Fresno', aliases: ['fresno'] },
  { cbsa: '44700', slug: 'stockton', name: 'Stockton–Lodi', aliases: ['stockton'] },
  { cbsa: '42220', slug: 'santa-rosa', name: 'Santa Rosa–Petaluma', aliases: ['santa rosa'] },
  { cbsa: '34900', slug: 'napa', name: 'Napa', aliases: ['napa'] },
  { cbsa: '46700', slug: 'vallejo', name: 'Vallejo–Fairfield', aliases: ['vallejo'] },
  { cbsa: '46520', slug: 'honolulu', name: 'Honolulu', aliases: ['honolulu'] },
  { cbsa: '21340', slug: 'el-paso', name: 'El Paso', aliases: ['el paso'] },
  { cbsa: '24340', slug: 'grand-rapids', name: 'Grand Rapids', aliases: ['grand rapids'] },
  { cbsa: '11460', slug: 'ann-arbor', name: 'Ann Arbor', aliases: ['ann arbor'] },
  { cbsa: '31700', slug: 'manchester-nashua', name: 'Manchester–Nashua', aliases: ['nashua'] },
];

export interface Region {
  slug: string;
  name: string;
  /** CBSA codes of the Census areas it groups. */
  members: string[];
  aliases?: string[];
}

/** Places people name as one area that the Census splits into several CBSAs. */
export const REGIONS: Region[] = [
  {
    // The nine-county Bay Area: San Francisco–Oakland, San Jose, Santa Rosa, Napa and Vallejo.
    slug: 'bay-area',
    name: 'Bay Area',
    members: ['41860', '41940', '42220', '34900', '46700'],
    aliases: ['bay area', 'sf bay area', 'san francisco bay area', 'sfba'],
  },
  {
    slug: 'raleigh-durham',
    name: 'Raleigh–Durham (Triangle)',
    members: ['39580', '20500'],
    aliases: ['raleigh durham', 'triangle', 'research triangle', 'rdu'],
  },
];

export interface PlaceWord {
  city: string;
  state: string;
  /** For a town the Postal Service names otherwise (The Woodlands is "Spring"), the ZIP code that places it. */
  zip?: string;
}

/**
 * Suburbs and neighbourhoods a visitor types on their own ("edison", "sugar land"): word → city, state.
 * Each is a city of the ZIP data or carries a ZIP code (a test checks); its metro comes from the data.
 */
export const PLACE_WORDS: Record<string, PlaceWord> = {
  // New Jersey and New York
  edison: { city: 'Edison', state: 'NJ' },
  iselin: { city: 'Iselin', state: 'NJ' },
  'jersey city': { city: 'Jersey City', state: 'NJ' },
  'journal square': { city: 'Jersey City', state: 'NJ' },
  hoboken: { city: 'Hoboken', state: 'NJ' },
  newark: { city: 'Newark', state: 'NJ' },
  parsippany: { city: 'Parsippany', state: 'NJ' },
  piscataway: { city: 'Piscataway', state: 'NJ' },
  'new brunswick': { city: 'New Brunswick', state: 'NJ' },
  'north brunswick': { city: 'North Brunswick', state: 'NJ' },
  'east brunswick': { city: 'East Brunswick', state: 'NJ' },
  'south plainfield': { city: 'South Plainfield', state: 'NJ' },
  plainsboro: { city: 'Plainsboro', state: 'NJ' },
  'old bridge': { city: 'Old Bridge', state: 'NJ' },
  sayreville: { city: 'Sayreville', state: 'NJ' },
  metuchen: { city: 'Metuchen', state: 'NJ' },
  secaucus: { city: 'Secaucus', state: 'NJ' },
  hackensack: { city: 'Hackensack', state: 'NJ' },
  paramus: { city: 'Paramus', state: 'NJ' },
  'fort lee': { city: 'Fort Lee', state: 'NJ' },
  'cherry hill': { city: 'Cherry Hill', state: 'NJ' },
  flushing: { city: 'Flushing', state: 'NY' },
  'jackson heights': { city: 'Jackson Heights', state: 'NY' },
  'long island city': { city: 'Long Island City', state: 'NY' },
  astoria: { city: 'Astoria', state: 'NY' },
  queens: { city: 'Queens', state: 'NY' },
  brooklyn: { city: 'Brooklyn', state: 'NY' },
  manhattan: { city: 'Manhattan', state: 'NY' },
  bronx: { city: 'Bronx', state: 'NY' },
  'staten island': { city: 'Staten Island', state: 'NY' },
  hicksville: { city: 'Hicksville', state: 'NY' },
  'floral park': { city: 'Floral Park', state: 'NY' },
  'new hyde park': { city: 'New Hyde Park', state: 'NY' },
  'white plains': { city: 'White Plains', state: 'NY' },
  yonkers: { city: 'Yonkers', state: 'NY' },
  // Texas
  irving: { city: 'Irving', state: 'TX' },
  plano: { city: 'Plano', state: 'TX' },
  frisco: { city: 'Frisco', state: 'TX' },
  richardson: { city: 'Richardson', state: 'TX' },
  coppell: { city: 'Coppell', state: 'TX' },
  carrollton: { city: 'Carrollton', state: 'TX' },
  mckinney: { city: 'McKinney', state: 'TX' },
  lewisville: { city: 'Lewisville', state: 'TX' },
  'flower mound': { city: 'Flower Mound', state: 'TX' },
  'grand prairie': { city: 'Grand Prairie', state: 'TX' },
  'sugar land': { city: 'Sugar Land', state: 'TX' },
  katy: { city: 'Katy', state: 'TX' },
  pearland: { city: 'Pearland', state: 'TX' },
  'missouri city': { city: 'Missouri City', state: 'TX' },
  'the woodlands': { city: 'The Woodlands', state: 'TX', zip: '77380' },
  'round rock': { city: 'Round Rock', state: 'TX' },
  'cedar park': { city: 'Cedar Park', state: 'TX' },
  pflugerville: { city: 'Pflugerville', state: 'TX' },
  // California
  fremont: { city: 'Fremont', state: 'CA' },
  sunnyvale: { city: 'Sunnyvale', state: 'CA' },
  'santa clara': { city: 'Santa Clara', state: 'CA' },
  cupertino: { city: 'Cupertino', state: 'CA' },
  milpitas: { city: 'Milpitas', state: 'CA' },
  'mountain view': { city: 'Mountain View', state: 'CA' },
  'palo alto': { city: 'Palo Alto', state: 'CA' },
  'san ramon': { city: 'San Ramon', state: 'CA' },
  pleasanton: { city: 'Pleasanton', state: 'CA' },
  livermore: { city: 'Livermore', state: 'CA' },
  hayward: { city: 'Hayward', state: 'CA' },
  'foster city': { city: 'Foster City', state: 'CA', zip: '94404' },
  'redwood city': { city: 'Redwood City', state: 'CA' },
  'san mateo': { city: 'San Mateo', state: 'CA' },
  'los altos': { city: 'Los Altos', state: 'CA' },
  artesia: { city: 'Artesia', state: 'CA' },
  cerritos: { city: 'Cerritos', state: 'CA' },
  irvine: { city: 'Irvine', state: 'CA' },
  anaheim: { city: 'Anaheim', state: 'CA' },
  torrance: { city: 'Torrance', state: 'CA' },
  'diamond bar': { city: 'Diamond Bar', state: 'CA' },
  'chino hills': { city: 'Chino Hills', state: 'CA' },
  folsom: { city: 'Folsom', state: 'CA' },
  'elk grove': { city: 'Elk Grove', state: 'CA' },
  // Illinois
  naperville: { city: 'Naperville', state: 'IL' },
  schaumburg: { city: 'Schaumburg', state: 'IL' },
  skokie: { city: 'Skokie', state: 'IL' },
  'hoffman estates': { city: 'Hoffman Estates', state: 'IL' },
  bolingbrook: { city: 'Bolingbrook', state: 'IL' },
  'oak brook': { city: 'Oak Brook', state: 'IL' },
  lombard: { city: 'Lombard', state: 'IL' },
  'downers grove': { city: 'Downers Grove', state: 'IL' },
  'des plaines': { city: 'Des Plaines', state: 'IL' },
  'buffalo grove': { city: 'Buffalo Grove', state: 'IL' },
  palatine: { city: 'Palatine', state: 'IL' },
  'arlington heights': { city: 'Arlington Heights', state: 'IL' },
  // Georgia
  alpharetta: { city: 'Alpharetta', state: 'GA' },
  'johns creek': { city: 'Johns Creek', state: 'GA', zip: '30097' },
  suwanee: { city: 'Suwanee', state: 'GA' },
  norcross: { city: 'Norcross', state: 'GA' },
  marietta: { city: 'Marietta', state: 'GA' },
  'sandy springs': { city: 'Sandy Springs', state: 'GA', zip: '30328' },
  // Washington, DC area
  herndon: { city: 'Herndon', state: 'VA' },
  fairfax: { city: 'Fairfax', state: 'VA' },
  chantilly: { city: 'Chantilly', state: 'VA' },
  ashburn: { city: 'Ashburn', state: 'VA' },
  reston: { city: 'Reston', state: 'VA' },
  centreville: { city: 'Centreville', state: 'VA' },
  leesburg: { city: 'Leesburg', state: 'VA' },
  mclean: { city: 'McLean', state: 'VA' },
  'falls church': { city: 'Falls Church', state: 'VA' },
  alexandria: { city: 'Alexandria', state: 'VA' },
  gaithersburg: { city: 'Gaithersburg', state: 'MD' },
  rockville: { city: 'Rockville', state: 'MD' },
  'silver spring': { city: 'Silver Spring', state: 'MD' },
  bethesda: { city: 'Bethesda', state: 'MD' },
  'ellicott city': { city: 'Ellicott City', state: 'MD' },
  // Seattle, Boston, Philadelphia, Detroit
  bellevue: { city: 'Bellevue', state: 'WA' },
  redmond: { city: 'Redmond', state: 'WA' },
  kirkland: { city: 'Kirkland', state: 'WA' },
  bothell: { city: 'Bothell', state: 'WA' },
  sammamish: { city: 'Sammamish', state: 'WA' },
  issaquah: { city: 'Issaquah', state: 'WA' },
  everett: { city: 'Everett', state: 'WA' },
  cambridge: { city: 'Cambridge', state: 'MA' },
  waltham: { city: 'Waltham', state: 'MA' },
  framingham: { city: 'Framingham', state: 'MA' },
  westford: { city: 'Westford', state: 'MA' },
  andover: { city: 'Andover', state: 'MA' },
  'king of prussia': { city: 'King of Prussia', state: 'PA' },
  exton: { city: 'Exton', state: 'PA' },
  novi: { city: 'Novi', state: 'MI' },
  'farmington hills': { city: 'Farmington Hills', state: 'MI', zip: '48334' },
  'sterling heights': { city: 'Sterling Heights', state: 'MI' },
  'rochester hills': { city: 'Rochester Hills', state: 'MI', zip: '48307' },
  southfield: { city: 'Southfield', state: 'MI' },
  dearborn: { city: 'Dearborn', state: 'MI' },
  // The South, Midwest and West
  cary: { city: 'Cary', state: 'NC' },
  morrisville: { city: 'Morrisville', state: 'NC' },
  westerville: { city: 'Westerville', state: 'OH' },
  tempe: { city: 'Tempe', state: 'AZ' },
  scottsdale: { city: 'Scottsdale', state: 'AZ' },
  'eden prairie': { city: 'Eden Prairie', state: 'MN' },
  'maple grove': { city: 'Maple Grove', state: 'MN', zip: '55369' },
  weston: { city: 'Weston', state: 'FL', zip: '33326' },
  'coral springs': { city: 'Coral Springs', state: 'FL' },
  'boca raton': { city: 'Boca Raton', state: 'FL' },
  hillsboro: { city: 'Hillsboro', state: 'OR' },
  beaverton: { city: 'Beaverton', state: 'OR' },
  'overland park': { city: 'Overland Park', state: 'KS' },
  olathe: { city: 'Olathe', state: 'KS' },
};

/** City names that are another place's everyday name: "manhattan" is the borough, not Manhattan, KS. */
export const CITY_ALIASES: Record<string, { city: string; state: string }> = {
  'NY:manhattan': { city: 'New York', state: 'NY' },
  'NY:new york city': { city: 'New York', state: 'NY' },
  'NY:nyc': { city: 'New York', state: 'NY' },
};

/** Counties that stand for a city name: Queens has no ZIP code of its own name (its ZIPs are neighbourhoods). */
export const COUNTY_CITIES: Record<string, string> = {
  'NY:queens': '36081',
};

/**
 * Words that mean something else in a search ("ganesh temple", "mobile app", "reading club") though a
 * town bears the name: never a place, not even before a state code ("ganesh temple tx" is Texas).
 */
export const COMMON_WORDS = new Set([
  'temple',
  'mission',
  'mobile',
  'reading',
  'normal',
  'bend',
  'hope',
  'independence',
  'orange',
  'ocean',
  'union',
  'center',
  'college',
  'festival',
  'garba',
  'diwali',
  'holi',
]);

/**
 * First names and names many towns share: not a place on their own ("eugene", "springfield"), though
 * "eugene or" and "springfield il" are.
 */
export const NAME_WORDS = new Set([
  'victoria',
  'eugene',
  'florence',
  'jackson',
  'lincoln',
  'madison',
  'tyler',
  'warren',
  'logan',
  'monroe',
  'lawrence',
  'sherman',
  'columbia',
  'concord',
  'franklin',
  'midland',
  'lafayette',
  'springfield',
  'kingston',
  'jefferson',
  'hammond',
  'dover',
  'salem',
  'athens',
  'rome',
  'auburn',
]);

/**
 * Two-letter state codes that are everyday words in lower case ("diwali in chicago", "garba or dandiya",
 * "sa re ga ma pa"): a state only when written in capitals or right after a city of that state.
 */
export const AMBIGUOUS_STATE_CODES = new Set([
  'in',
  'or',
  'me',
  'hi',
  'ok',
  'oh',
  'de',
  'la',
  'al',
  'co',
  'ma',
  'pa',
  'id',
  'mo',
  'ne',
  'ar',
  'ga',
  'ms',
  'mt',
]);

/** Capitalised codes that name a metro rather than the state: "LA" is Los Angeles, "DC" the Washington area. */
export const CODE_METROS: Record<string, string> = { LA: 'los-angeles', DC: 'washington-dc' };

/** Principal cities of other metropolitan areas this large are place words too (unless ambiguous or listed above). */
export const PRINCIPAL_CITY_MIN_POPULATION = 250_000;

/** Words joining search text to a place ("diwali in edison"), dropped with the place. */
export const PLACE_PREPOSITIONS = new Set(['in', 'near', 'at', 'around']);
