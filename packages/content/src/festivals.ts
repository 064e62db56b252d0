import type { Festival } from '@shop/contracts/festival-banner';
import type { SiteLanguage } from '@shop/contracts/site-language';

// The festival calendar (issue 37 point 2, docs/decisions/109): the days each festival falls on, per
// year, as content the studio edits once a year. Dates are the Drik-style Hindu (lunisolar) calendar's
// for India, read in IST; a festival that spans days (Sharad Navratri) has its first and last day.
// Checked against the Drik Panchang calendars for 2026 and 2027 (New Delhi): Raksha Bandhan on the
// Shravana Purnima, Janmashtami on the Ashtami of Bhadrapada Krishna paksha (Smarta date), Ganesh
// Chaturthi on Bhadrapada Shukla Chaturthi, Sharad Navratri Ashvin Shukla Pratipada to Navami,
// Diwali (Lakshmi Puja) on the Kartika Amavasya.

export interface FestivalDates {
  /** YYYY-MM-DD in IST. */
  first: string;
  last: string;
}

export const FESTIVAL_CALENDAR: Readonly<Record<Festival, Readonly<Record<number, FestivalDates>>>> = {
  'raksha-bandhan': {
    2026: { first: '2026-08-28', last: '2026-08-28' },
    2027: { first: '2027-08-17', last: '2027-08-17' },
  },
  janmashtami: {
    2026: { first: '2026-09-04', last: '2026-09-04' },
    2027: { first: '2027-08-25', last: '2027-08-25' },
  },
  'ganesh-chaturthi': {
    2026: { first: '2026-09-14', last: '2026-09-14' },
    2027: { first: '2027-09-04', last: '2027-09-04' },
  },
  navratri: {
    2026: { first: '2026-10-11', last: '2026-10-19' },
    2027: { first: '2027-09-30', last: '2027-10-08' },
  },
  diwali: {
    2026: { first: '2026-11-08', last: '2026-11-08' },
    2027: { first: '2027-10-29', last: '2027-10-29' },
  },
};

/** The festival's name and its banner's words, per site language ({off}: "20%" or "₹200"; {code}). */
export const FESTIVAL_TEXT: Readonly<
  Record<
    SiteLanguage,
    {
      names: Record<Festival, string>;
      withCode: string;
      automatic: string;
      until: string;
      cta: string;
      close: string;
    }
  >
> = {
  en: {
    names: {
      'raksha-bandhan': 'Raksha Bandhan',
      janmashtami: 'Janmashtami',
      'ganesh-chaturthi': 'Ganesh Chaturthi',
      navratri: 'Navratri',
      diwali: 'Diwali',
    },
    withCode: '{festival} offer: {off} off your child’s film with code {code}',
    automatic: '{festival} offer: {off} off your child’s film, no code needed',
    until: 'until {date}',
    cta: 'Order now',
    close: 'Close the offer',
  },
  hi: {
    names: {
      'raksha-bandhan': 'रक्षाबंधन',
      janmashtami: 'जन्माष्टमी',
      'ganesh-chaturthi': 'गणेश चतुर्थी',
      navratri: 'नवरात्रि',
      diwali: 'दिवाली',
    },
    withCode: '{festival} का तोहफ़ा: कोड {code} से अपने बच्चे की फ़िल्म पर {off} की छूट',
    automatic: '{festival} का तोहफ़ा: अपने बच्चे की फ़िल्म पर {off} की छूट, कोई कोड नहीं चाहिए',
    until: '{date} तक',
    cta: 'अभी ऑर्डर करें',
    close: 'ऑफ़र बंद करें',
  },
};

/** The festival's days in `year`, or undefined when the calendar has no entry for that year yet. */
export function festivalDates(festival: Festival, year: number): FestivalDates | undefined {
  return FESTIVAL_CALENDAR[festival][year];
}

/** Festivals whose days lie within `days` after `today` (YYYY-MM-DD, IST), soonest first. */
export function upcomingFestivals(
  today: string,
  days: number,
): { festival: Festival; dates: FestivalDates }[] {
  const end = new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return (Object.keys(FESTIVAL_CALENDAR) as Festival[])
    .flatMap((festival) => Object.values(FESTIVAL_CALENDAR[festival]).map((dates) => ({ festival, dates })))
    .filter(({ dates }) => dates.last >= today && dates.first <= end)
    .sort((a, b) => a.dates.first.localeCompare(b.dates.first));
}
