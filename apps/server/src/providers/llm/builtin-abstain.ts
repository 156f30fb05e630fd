import type { Vibe } from '@reelsmith/contracts/video';
import type { WholeBook } from './builtin-whole.ts';

// Giving something up (decision 031, session 14). "I quit sugar for a month", "30 days without social
// media", "No phone after 9pm", "Dry January" are no activity to practise: the slot writer made them
// one ("Ten minutes of quitting sugar today beats ten hours of planning", "Practise quitting sugar a
// little every day"). Their lines are about what going without is: the decision, the urge, the first
// days, the gap it leaves, what fills it, a slip. `{I}` is the idea as typed, said as a heading in the
// hook; `{X}` the thing given up ("sugar", "energy drinks", "the phone"); `{W}` "without {X}" with the
// idea's limit when it has one ("without the phone after 9pm"). No line states a fact about the thing
// (what sugar does to the body): the writer does not know it (021). A line marked `[obj]` treats the
// thing as an object one walks past or stares at: only for a `physical` thing ("sugar", not "spending").
// "I quit my job" is a decision made once, not a habit: its own lines (`JOB`), with `{X}` "my job".

/** What an idea gives up, and how long or when; `job` for leaving a job. */
export interface GivingUp {
  /** The thing given up, as the lines say it: "sugar", "energy drinks", "the phone", "my job". */
  thing: string;
  /** The idea's limit, when it has one: "after 9pm" ("No phone after 9pm"). */
  rule?: string;
  job: boolean;
  /** A thing one can see and reach for ("sugar", "the phone"), not a doing or a service ("spending", "wifi"). */
  physical: boolean;
}

const VERB =
  '(?:quit|quitting|stopped|stopping|gave up|giving up|cut out|cutting out|ditched|ditching|kicked|kicking|went off|going off|gone off)';
const WHO =
  "(?:i|i've|i have|i'm|i am|we|we've|trying to|i'm trying to|i am trying to|finally|how i|the day i)";
const SPAN_WORDS = '(?:days?|weeks?|months?|years?|nights?|weekends?|summer|lent)';
const NUMBER =
  '(?:\\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen|thirty|sixty|ninety|a full|one whole|a whole|my first)';
// Consumption gerunds whose object is what is given up: "drinking soda" → "soda".
const CONSUME = /^(?:drinking|eating|smoking|vaping|taking|having)\s+(\S.*)$/i;
// Gerunds that are a habit given up said whole ("buying clothes", "scrolling").
const HABIT_GERUND =
  /^(?:drinking|eating|smoking|vaping|buying|spending|scrolling|shopping|snacking|gambling|gaming|using|checking|ordering|biting|swearing|online shopping|doomscrolling|watching)\b/i;
// Nouns a challenge of going without names: not "No regrets", "No excuses", "No days off".
const NOT_A_THING =
  /^(?:regrets?|excuses?|days? off|cap|way|problem|worries|one|more|limits?|filter|makeup|pain|fear|bad days?|time|sleep|mercy)\b/i;
// Named challenges of going without alcohol.
const NAMED = /^(?:dry january|sober october|dry july|sober september|dry (?:january|july) challenge)$/i;

/** The limit after the thing: " for a month", " after 9pm", " cold turkey", " at 35". */
const LIMIT =
  /\s+(?:(?:for|in|during|since|after|before|until|till|past|at|on|every|each|this|all)\b.*|cold turkey\b.*|challenge\b.*|forever\b.*|for good\b.*)$/i;

function cleanThing(raw: string): { thing: string; rule?: string } | undefined {
  let thing = raw.trim().replace(/[.!?…]+$/u, '');
  let rule: string | undefined;
  const limit = LIMIT.exec(thing);
  if (limit) {
    rule = limit[0].trim();
    thing = thing.slice(0, limit.index).trim();
  }
  const consumed = CONSUME.exec(thing);
  if (consumed) thing = consumed[1]!;
  const words = thing.split(/\s+/);
  if (!thing || words.length > 3 || NOT_A_THING.test(thing)) return undefined;
  // A gerund that is no habit ("I stopped caring", "Quitting overthinking") is not a thing to go without.
  if (/ing$/i.test(words[0]!) && !HABIT_GERUND.test(thing) && !/^(?:the|my|your)\s/i.test(thing))
    return undefined;
  return { thing, rule };
}

/**
 * The thing an idea gives up: "I quit sugar for a month" → sugar, "30 days without social media" →
 * social media, "No phone after 9pm" → phone (after 9pm), "I stopped drinking coffee" → coffee, "Dry
 * January" → alcohol, "I quit my job at 35" → my job (a decision). Not a question about it ("What
 * happens when you quit sugar", "Why I quit social media"), not advice ("Stop comparing yourself"), not
 * a gerund that is no habit ("I stopped caring what people think").
 */
export function givingUpOf(typed: string): GivingUp | undefined {
  const t = typed
    .trim()
    .replace(/[.!?…]+$/u, '')
    .replace(/\s+/g, ' ');
  if (NAMED.test(t)) return { thing: 'alcohol', job: false, physical: true };
  const verb = new RegExp(`^(?:${WHO}\\s+)?${VERB}\\s+(\\S.*)$`, 'i').exec(t);
  // "Quitting sugar", "I quit sugar", "Trying to quit vaping": not the imperative "Quit sugar" (advice).
  const byVerb =
    verb && (!/^(quit|stopped|gave|cut|ditched|kicked|went|gone)\b/i.test(t) ? verb[1] : undefined);
  const without =
    new RegExp(
      `^(?:${NUMBER}\\s+)?(?:${SPAN_WORDS}|life|living|(?:my )?${SPAN_WORDS})\\s+(?:without|with no|of no)\\s+(\\S.*)$`,
      'i',
    ).exec(t)?.[1] ??
    new RegExp(`^(?:${NUMBER}\\s+${SPAN_WORDS})\\s+(?:off|sober from)\\s+(\\S.*)$`, 'i').exec(t)?.[1];
  // "No phone after 9pm", "No spending for a month", "No sugar challenge": a rule needs its limit.
  const no = /^no\s+(\S.*)$/i.exec(t)?.[1];
  const raw = byVerb ?? without ?? (no && LIMIT.test(no) ? no : undefined);
  if (!raw) return undefined;
  const got = cleanThing(raw);
  if (!got) return undefined;
  if (
    /^(?:my|our|the|a)?\s*(?:(?:corporate|day|office|full-time|dream|first|old|teaching|nursing|nine to five|9 to 5|9-5)\s+)?(?:job|career|9 to 5|9-5|nine to five|corporate job)$/i.test(
      got.thing,
    )
  )
    return { thing: got.thing.replace(/^(?:our|the|a)\s/i, 'my '), job: true, physical: false };
  if (
    /^(?:school|college|uni|university|the band|the team|the gym|therapy|my band|my team)$/i.test(got.thing)
  )
    return undefined;
  // The limit is said when it is a time of day or week ("after 9pm", "on weekdays"), not a span ("for a month").
  const rule =
    got.rule &&
    ((/^(?:after|before|past|on|at|during)\b/i.test(got.rule) && !/^at \d+$/i.test(got.rule)) ||
      /\p{Lu}/u.test(got.rule))
      ? got.rule
      : undefined;
  const physical =
    !/ing$/i.test(got.thing.split(' ')[0]!) &&
    !/^(?:wifi|internet|social media|tv|netflix|instagram|tiktok|youtube|facebook|twitter|x|reddit|snapchat|screen time|online shopping|porn|news|dating apps?)$/i.test(
      got.thing,
    );
  return { thing: got.thing, rule, job: false, physical };
}

// Things given up that take no article: "without sugar", not "without the sugar".
const MASS =
  /^(?:sugar|coffee|caffeine|alcohol|booze|soda|pop|meat|dairy|gluten|carbs|bread|chocolate|candy|junk food|fast food|takeout|takeaway|social media|tv|netflix|instagram|tiktok|youtube|facebook|twitter|x|reddit|snapchat|nicotine|tobacco|weed|wine|beer|porn|online shopping|energy drinks?|screen time|makeup|sweets|dessert|wifi)$/i;

/** The thing as a line says it: "sugar", "energy drinks", "the phone", "my phone", "spending". */
export function thingPhrase(thing: string): string {
  if (/^(?:the|a|an|my|your|our|their|his|her|this|that)\s/i.test(thing) || /^\p{Lu}/u.test(thing))
    return thing;
  const head = thing.split(/\s+/).at(-1)!;
  if (MASS.test(thing) || /ing$/i.test(thing.split(/\s+/)[0]!) || (/s$/i.test(head) && !/ss$/i.test(head)))
    return thing;
  return `the ${thing}`;
}

export const GIVING_UP: Record<Vibe, WholeBook> = {
  educational: {
    hooks: [
      '{I}. Here is what giving up {X} really asks of you.',
      '{I}. Saying you are done with {X} is the easy part.',
      '{I}. Here is how going {W} works.',
    ],
    ideaPoints: [
      'Going {W} for a set time is an experiment: you find out what {X} was doing for you.',
      'A limit with an end date, like going {W} for a while, is easier to keep than a vague promise.',
    ],
    points: [
      'Deciding to drop {X} takes a second; keeping that decision takes all the days after.',
      'Most of the pull toward {X} is a cue: a time, a place or a mood that used to mean {X}.',
      'Notice when the urge for {X} shows up, and what happened just before it.',
      'A craving for {X} usually rises, peaks and fades if you wait it out instead of feeding it.',
      'The first days {W} tend to be the loudest, because the old habit wants its slot back.',
      'Giving up {X} leaves a gap in your day, so decide ahead of time what goes in it.',
      '[obj]Make {X} harder to reach than whatever you chose instead.',
      'A slip with {X} is one moment, not the end of the plan, and the next choice still counts.',
      'Watch what changes {W} besides the obvious, like sleep, mood, money and time, before you judge.',
      'Tell the people around you, so saying no to {X} is not a fight every time.',
    ],
    ctas: [
      'If you have gone {W}, tell me the hardest moment in the comments.',
      'Save this for your first day {W}.',
      'Follow if you are giving up {X} too.',
    ],
  },
  motivational: {
    hooks: [
      '{I}. Thinking about dropping {X} too? This one is for you.',
      '{I}. Letting go of {X} is hardest at the start, and the start does not last.',
      '{I}. Here is what it takes.',
    ],
    ideaPoints: [
      'You are not losing {X}; you are finding out who you are {W}.',
      'Nobody else has to understand why you gave up {X}, as long as you do.',
    ],
    points: [
      'You do not have to be perfect, you only have to say no to {X} one more time than you say yes.',
      'Every no to {X} makes the next one a little easier.',
      'The first days {W} are loud, so let them be loud, because they pass.',
      'A craving is not an order: you can feel it and still say no.',
      'Do not count the days left; count the ones you already did {W}.',
      'Give the time {X} used to take to something you actually want.',
      'One bad day is not a reason to give up on giving up {X}.',
      'Be proud of every day {W} so far, and keep going.',
      'Tell one friend you are done with {X}, and let them check on you.',
      'Going {W} is not a punishment; it is a choice, and you keep making it.',
    ],
    ctas: [
      'Going {W} too? Say so in the comments and keep each other honest.',
      'Save this for the day the craving for {X} hits.',
      'Follow, and let us keep going together.',
    ],
  },
  comedy: {
    hooks: [
      '{I}. Send help.',
      '{I}. Day one without {X}: confident. Day two: negotiating with myself.',
      '{I}. Nobody warned me how dramatic I would get without {X}.',
    ],
    ideaPoints: [
      'Apparently my whole personality was built around {X}.',
      'I have started telling strangers I gave up {X}, and they did not ask.',
    ],
    points: [
      'Hour one {W}: easy; hour three: I am bargaining with myself like a hostage negotiator.',
      'My brain keeps bringing up {X} like an ex at a party.',
      '[obj]Suddenly every ad I see is about {X}, which is suspicious.',
      'The urge for {X} shows up right on time, like it has a calendar invite.',
      'People keep asking how I feel, and the answer is: like someone {W}.',
      'My friends are being supportive, by which I mean they enjoy {X} right in front of me.',
      '[obj]I walked past {X} today and we both pretended not to see each other.',
      'I am not grumpy, I am just living {W}, loudly.',
      'I did not know I could miss {X} this much, personally.',
      'Update on life {W}: still going, barely.',
    ],
    ctas: [
      'Follow to find out if I make it.',
      'Tag the friend who would last one hour {W}.',
      'Like if you tried this and lasted less than a day.',
    ],
  },
  meme: {
    hooks: [
      '{I}. The first days {W} are a whole movie.',
      '{I}. Me, pretending this is easy.',
      '{I}. Here is how it is going.',
    ],
    ideaPoints: [
      'Me, explaining why I gave up {X} for the tenth time this week.',
      'The urge for {X} really said: I will be back.',
    ],
    points: [
      '[obj]Me, walking past {X} like we never met.',
      'Nobody: absolutely nobody. Me: thinking about {X} every five minutes.',
      '[obj]The way {X} shows up in every single ad now.',
      'Day one {W}: easy. Day three: I am a different person.',
      'My friends, watching me say no to {X}: who are you?',
      'Me, counting the days {W} like it is a prison sentence.',
      '[obj]Not me staring at {X} like it owes me money.',
      'The craving for {X} at 3 p.m. hits different.',
      'Still going {W}, and yes, I will be mentioning it.',
      'My whole group chat, waiting for me to crack.',
    ],
    ctas: [
      'Tag someone who would last one day {W}.',
      'Send this to the friend doing it with you.',
      'Follow to see if I survive.',
    ],
  },
};

/** A line that says the idea's limit ("after 9pm", "for January") when no chosen line says "{W}". */
export const LIMIT_LINE: Record<Vibe, string> = {
  educational: 'A clear limit, like going {W}, is easier to keep than a vague promise.',
  motivational: 'Going {W} is a promise to yourself, and you can keep it.',
  comedy: 'I am doing this {W}, and I would like that on the record.',
  meme: 'Me, going {W} like it is my whole personality.',
};

/** Leaving a job: one decision, not a habit given up day by day. */
export const JOB: Record<Vibe, WholeBook> = {
  educational: {
    hooks: [
      '{I}. Here is what deciding to quit a job really involves.',
      '{I}. Let us look at what leaving a job takes, before and after.',
    ],
    ideaPoints: ['Quitting a job is one decision, and the planning around it is the real work.'],
    points: [
      'Before you quit, ask what you are leaving and what you are going toward, because they are different questions.',
      'Money comes first: how many months can you cover before the next job pays?',
      'Check the notice period in your contract before you tell anyone at the job.',
      'Leaving a job on good terms keeps doors open that you cannot see yet.',
      'Fear about quitting is normal, and it is not proof that the decision is wrong.',
      'A resignation can be short and kind, because the details belong in a conversation.',
      'The first weeks after leaving a job feel strange, so give your days a routine early.',
    ],
    ctas: [
      'Have you quit a job? Tell me what you wish you had known.',
      'Save this for the day you are ready to quit.',
    ],
  },
  motivational: {
    hooks: [
      '{I}. If you are thinking about quitting too, this one is for you.',
      '{I}. Scary to quit? Yes. Here is what helps.',
    ],
    ideaPoints: ['Leaving a job is not failing at it.'],
    points: [
      'Fear before you quit is not a sign you are wrong; it is a sign the job mattered.',
      'You are not your job title.',
      'A plan makes the leap smaller: money first, then the exit from the job.',
      'The people who doubt your decision to quit do not live your days.',
      'Quitting the wrong job is how you make room for the right work.',
      'You can be grateful for a job and still be done with it.',
      'It is never too late to start over after a job that no longer fits.',
    ],
    ctas: [
      'Thinking about quitting your job? Tell me in the comments.',
      'Save this for the day you need the push to quit.',
    ],
  },
  comedy: {
    hooks: ['{I}. My last day was a movie.', '{I}. Here is how quitting went.'],
    ideaPoints: ['I quit, and my alarm still goes off at seven, out of spite.'],
    points: [
      'Telling my boss I quit took twelve seconds; rehearsing it took three weeks.',
      'On my last day at the job I was suddenly very polite to the printer.',
      'My inbox after I quit: silence, beautiful silence.',
      'My mom asked what my plan was after quitting, and I said yes.',
      'I still wake up on Monday ready to be annoyed by a job I do not have.',
      'The group chat when I told them I quit: a lot of capital letters.',
    ],
    ctas: ['Follow to see what I do next, because I would also like to know.', 'Tag the coworker who knows.'],
  },
  meme: {
    hooks: ['{I}. A mood.', '{I}. The group chat was not ready.'],
    ideaPoints: ['Me, walking out of my job for the last time like it is the end of a movie.'],
    points: [
      'My Sunday nights after quitting: peaceful.',
      'Me, checking my bank account after I quit: interesting.',
      'The group chat when I said I quit: a lot of capital letters.',
      'My old job emails, still living in my head rent-free.',
      'Everyone asking what I do now that I quit. Me: great question.',
      'My boss, reading my message that I quit: a whole plot twist.',
    ],
    ctas: ['Tag the coworker who would quit with you.', "Follow for part two, if there's a plan."],
  },
};
