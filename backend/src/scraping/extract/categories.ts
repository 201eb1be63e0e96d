import type { EventCategory } from '@sangam/shared';

/**
 * Category of a scraped event, inferred from its words (title first, then description) and, when
 * the words say nothing, from the source's own types (schema.org subtype, iCalendar CATEGORIES).
 * The rules, in order (the first that matches wins), are documented in docs/scraping.md.
 */
const FESTIVAL =
  /\b(diwali|deepavali|dipawali|holi|navratri|navaratri|navarathri|durga\s*puja|ganesh(a)?\s*chaturthi|ganeshotsav|vinayaka\s*chaturthi|janmashtami|janmastami|ram\s*navami|rama\s*navami|maha\s*shivaratri|shivaratri|shivratri|dussehra|dasara|dussera|vijayadashami|karva\s*chauth|raksha\s*bandhan|rakhi|makar\s*sankranti|sankranti|ugadi|gudi\s*padwa|vaisakhi|baisakhi|gurpurab|guru\s*nanak\s*jayanti|chhath|onam|pongal|lohri|bihu|eid|ramadan|iftar|hanuman\s*jayanti|sharad\s*purnima|guru\s*purnima|kartik\s*purnima|varalakshmi|saraswati\s*puja|lakshmi\s*puja|kali\s*puja|rath\s*yatra|mahavir\s*jayanti|paryushan|buddha\s*purnima|vesak)\b/i;
const WORSHIP =
  /\b(puja|pooja|aarti|arati|abhishek(am)?|havan|homam|yagna|yajna|katha|satsang|bhajan|kirtan|prayer|prayers|namaz|temple|mandir|gurdwara|masjid|mosque|church|jain\s*center|darshan|archana|prasad(am)?|ardas)\b/i;
const FESTIVE_CULTURE =
  /\b(garba|dandiya|raas|ras\s*garba|concert|dance|dances|gala|bollywood|dj|cultural|culture|colou?rs|color\s*run|bhangra|mela|carnival|parade|fireworks|party|night)\b/i;

const RULES: Array<[EventCategory, RegExp]> = [
  [
    'Sports',
    /\b(cricket|kabaddi|kho[\s-]?kho|badminton|table\s*tennis|tennis|volleyball|basketball|soccer|football|hockey|pickleball|golf|chess|tournament|league|marathon|half[\s-]marathon|5k|10k|fun\s*run|walkathon|run\/walk|sports?|athletics|swim(ming)?\s*meet)\b/i,
  ],
  [
    'Workshop',
    /\b(workshops?|master\s*class(es)?|masterclass|class(es)?|training|bootcamp|hands[\s-]on|clinic|yoga|meditation|cooking|rangoli\s*making|mehndi\s*(class|workshop)|craft\s*session)\b/i,
  ],
  [
    'Educational',
    /\b(seminar|lecture|talk|webinar|panel|conference|symposium|summit|education(al)?|academic|university|school|scholarship|career|college\s*(admissions|fair|prep)|spelling\s*bee|quiz|science\s*fair|hackathon|language\s*(lessons?|school)|tutoring|library|book\s*(club|reading|launch)|storytime|story\s*time|study)\b/i,
  ],
  [
    'Exhibitions & Shopping',
    /\b(exhibitions?|exhibit|expo|bazaa?r|market|marketplace|fair|shopping|sale|vendors?|boutique|trade\s*show|craft\s*fair|art\s*show|gallery|haat|pop[\s-]?up\s*shop)\b/i,
  ],
  [
    'Cultural Events',
    /\b(bharatanatyam|bharatnatyam|kathak|kuchipudi|odissi|mohiniyattam|manipuri|kathakali|carnatic|hindustani|classical|arangetram|sitar|tabla|veena|ghazal|qawwali|heritage|folk)\b/i,
  ],
  [
    'Entertainment',
    /\b(concert|music|musical|live\s*band|comedy|stand[\s-]?up|movie|film|screening|cinema|bollywood|tollywood|dj|karaoke|antakshari|theatre|theater|drama|play|natak|show|gala|party|night\s*out|magic)\b/i,
  ],
  [
    'Cultural Events',
    /\b(cultural|culture|garba|dandiya|bhangra|giddha|dance|dances|mela|festival|fest|independence\s*day|republic\s*day|heritage|tradition(al)?|sangeet|mushaira|kavi\s*sammelan|poetry)\b/i,
  ],
  [
    'Community Meetups',
    /\b(meetup|meet[\s-]up|networking|picnic|potluck|gathering|get[\s-]together|social|volunteer(ing)?|seva|community|happy\s*hour|general\s*body|meeting|mixer|brunch|reunion|club|association|samaj|sabha)\b/i,
  ],
];

/** schema.org Event subtypes and common feed categories → categories (used only when no rule matched). */
const HINTS: Array<[EventCategory, RegExp]> = [
  ['Sports', /^(SportsEvent|sports?)$/i],
  ['Educational', /^(EducationEvent|CourseInstance|Hackathon|LiteraryEvent|education(al)?|seminar|lecture)$/i],
  ['Workshop', /^(workshop|class|classes)$/i],
  ['Exhibitions & Shopping', /^(ExhibitionEvent|SaleEvent|VisualArtsEvent|exhibition|market|shopping)$/i],
  ['Entertainment', /^(MusicEvent|ComedyEvent|TheaterEvent|ScreeningEvent|music|concert|comedy|film|entertainment)$/i],
  ['Cultural Events', /^(DanceEvent|Festival|culture|cultural|dance|arts?)$/i],
  ['Religious Festivals', /^(religion|religious|worship|spiritual)$/i],
  ['Community Meetups', /^(SocialEvent|BusinessEvent|ChildrensEvent|FoodEvent|community|social|meetup|networking)$/i],
];

/** `fallback`: the category when no word or hint names one (an organization's default category, else Community Meetups). */
export function inferCategory(
  title: string,
  description: string | null,
  hints: string[] = [],
  fallback: EventCategory = 'Community Meetups',
): EventCategory {
  for (const text of [title, `${title}\n${description ?? ''}`]) {
    if (WORSHIP.test(text)) return 'Religious Festivals';
    // A festival is religious unless the text speaks of its festivities (garba, concert, fireworks).
    if (FESTIVAL.test(text)) return FESTIVE_CULTURE.test(text) ? 'Cultural Events' : 'Religious Festivals';
    for (const [cat, re] of RULES) if (re.test(text)) return cat;
  }
  for (const h of hints) for (const [cat, re] of HINTS) if (re.test(h.trim())) return cat;
  return fallback;
}
