import type { Vibe } from '@reelsmith/contracts/video';
import type { ShapeKind } from './idea-shape.ts';

// Lines for ideas with a shape (decision 023): the idea's own clause, task, list or rivals said as
// whole phrases, in frames that are true for any idea of that shape. Slots (builtin.llm.ts):
//   {CS} the doer with its article ("the cat")  {CP} "knocks the coffee off the desk"  {CI} "knock ..."
//   {CG} "knocking ..."  {CD} "knocked ..."  {CP3} the predicate in the third person singular
//   {Q} the idea's question ("Why do bees dance to share directions?")  {W} why/how
//   {cis} {chas} {cdoes} {cwas} {cit} {cthem}: agreement with {CS}
//   {TI} {TG} a how-to's task ("wake up at 5am", "waking up at 5am")
//   {N} {L} a list's count and items ("three", "budgeting mistakes")
//   {VA} {VB} the two rivals; {ais} {bis} {ahas} {bhas} {adoes} {bdoes} agree with each
//   {VV} {VI} what the idea says about its task ("pays off", "pay off": "Why saving money ... pays off")
//   {AUD} who the idea is for ("founders")
// Markers at the start of a line: [act] the verb is an action one can watch (not have/be/feel, not
// negated); [3p] the doer is not the speaker ("I"); [why] only for a "why" idea; [obj] the predicate
// says more than its verb ("volcanoes form" said back adds nothing); [bare] the rivals have no
// article or possessive ("Team cats", not "Team my houseplant"). Markers combine: "[why][obj]".
// Every line names the idea's words; none states a fact the idea does not give.

export type ShapeBook = Partial<Record<ShapeKind, { hooks: string[]; points: string[]; ctas?: string[] }>>;

export const SHAPES: Record<Vibe, ShapeBook> = {
  educational: {
    claim: {
      hooks: [
        '{Q} Let’s work it out together.',
        '[why][obj]{CS} {CP}. Sounds odd? Let’s work out why.',
        '{Q} Here is how to think it through in {dur} seconds.',
        '[why]Ever wondered why {CS} {CP}? You can reason most of it out yourself.',
      ],
      points: [
        '[obj]First, the plain version: {CS} {CP}. Hold on to that sentence; the rest hangs off it.',
        '[act]Find a slow-motion clip of {CS} in action, and watch it twice.',
        'Ask what {CS} would lose if {cit} could not {CI}.',
        'Then ask what else {CP3}, and what it has in common with {CS}.',
        'Make your own guess about {CS} before you read anyone else’s.',
        'Put {CS} next to something close to {cthem} that works differently.',
        'Then check your guess with someone who knows {CS} well.',
        'Spot the part of the question about {CS} you cannot answer yet; that is the lesson.',
        'If you can explain {CS} to a ten-year-old in two sentences, you have it.',
        'Whatever still puzzles you about {CS} is the best question to ask next.',
      ],
    },
    howto: {
      hooks: [
        'Here is a plan to {TI}, starting tonight.',
        'Does {TG} really {VI}? Here is how to find out for yourself.',
        'How to {TI}, in {dur} seconds, no fluff.',
        'Most people give up on {TG} after one try; here is a better way.',
      ],
      points: [
        'First, picture what {TG} would change for you.',
        'Then find out what you need for {TG}, and get it ready tonight.',
        'Do the smallest version of {TG} first, today, for five minutes.',
        'Afterwards, notice what got in the way of {TG}, and fix that one thing.',
        'Repeat tomorrow, a little longer than today, and keep notes on {TG}.',
        'Watch someone who already knows how to {TI}, and copy one detail.',
        'Keep a note of every attempt at {TG}, even the bad ones.',
        'After a week, compare your first try at {TG} with your latest.',
      ],
    },
    list: {
      hooks: [
        '{N} {L}. How many can you name before the end?',
        'Everyone talks about {L}. Here is how to spot them yourself.',
      ],
      points: [
        'Before the list, think of your own answer: this works better if you play along.',
        'Notice which one comes to mind first.',
        'For each of {S}, ask: how would I notice this in my own week?',
        'Next, ask what {S} have in common with each other.',
        'Cross out the ones that do not apply to you, and keep the rest.',
        'Now compare your list with a friend’s, and look for the differences.',
        'Pick one of the {N} and check for it every day this week.',
        'Save your list, and come back to it in a month.',
      ],
    },
    versus: {
      hooks: [
        '{VA} or {VB}? Here is how to compare them fairly.',
        '{VA} versus {VB}: you can judge this one yourself.',
      ],
      points: [
        'Know what you actually want before you compare {VA} and {VB}.',
        'List what {VA} {adoes} well, then what {VB} {bdoes} well.',
        'Then list what each one costs you: time, money, effort.',
        'Try both for a week if you can, and keep notes.',
        'Ask people who switched from {VA} to {VB}, and the other way round.',
        'The better choice between {VA} and {VB} depends on your week, not on a ranking.',
      ],
    },
    scenario: {
      hooks: ['{CS} {CP}. Why? Let’s look closer.', 'Here is what is going on when {CS} {CP}.'],
      points: [
        'Start with what you can see: {CS} {CG}.',
        'Ask what happens right before {CS} {CP}.',
        'Then ask what happens right after, and who notices.',
        'Notice when it happens over a week, and look for a pattern.',
        'Compare it with a day when {CS} {cdoes} not.',
        'Ask someone who knows {CS} well what they have noticed.',
      ],
    },
  },
  comedy: {
    scenario: {
      hooks: [
        '{CS} {CD}, and I have questions.',
        'Nobody warned me that {CS} would {CI}.',
        'Live footage of me the moment {CS} {CD}.',
        'Things I did not expect today: {CS} {CG}.',
      ],
      points: [
        '[3p]Let me set the scene: a quiet morning, and {CS}, clearly up to something.',
        '[3p]I saw {CS} coming. I did nothing. That one is on me.',
        '[3p]{CS} looked me right in the eye first. That was the warning.',
        '[3p]Was it an accident? {CS} would like you to think so.',
        '[3p]I would file a complaint, but {CS} {cis} clearly in charge here.',
        '[3p]{CS} {chas} no regrets. I have several.',
        '[3p]In my defence, {CS} {chas} done this before.',
        '[3p]My plan for next time: be faster than {CS}. Spoiler: I will not be.',
        '[3p]Honestly, {CS} {cis} undefeated, and I am just here.',
        'Every single time {CS} {CP}, a small part of me retires.',
        'I stood there, replaying how {CS} {CD}, like a crime documentary.',
        'My friends asked what happened. I said: {CS} {CD}. They said: again?',
      ],
    },
    versus: {
      hooks: [
        '{VA} versus {VB}: there can only be one winner.',
        'Round one: {VA} against {VB}. Place your bets.',
        'The rivalry nobody asked for: {VA} versus {VB}.',
      ],
      points: [
        'In this corner, {VA}. In the other corner, {VB}.',
        '{VA} {ahas} the heart, but {VB} {bhas} the stamina.',
        'Round two: {VB} make{bs} the first move, and {VA} {adoes} not take it well.',
        '{VA} tr{aies} a new strategy: pretending {VB} {bdoes} not exist.',
        'Referee’s note: {VB} clearly did not read the rules.',
        'Halfway through, {VA} {ais} winning on style alone.',
        'Then {VB} come{bs} back from nowhere, and the crowd goes silent.',
        'Final round: {VA} and {VB}, face to face.',
        'The judges have decided: it is a draw, because I am scared of both.',
      ],
    },
  },
  meme: {
    // A why/how question (session 13): the idea's own doer and doing, the asking joked about, never an
    // answer ("Why do cats sit in boxes" was "What are cats, really?", "Why are cats like this?"). A
    // lone verb ("cats purr") said back adds nothing: those lines need more than the verb ([obj]).
    claim: {
      hooks: ['{Q} Asking for a friend.', '[why][obj]Me at 2 a.m., wondering why {CS} {CP}.'],
      points: [
        '[obj]Everyone has a theory about {W} {CS} {CP}. Everyone.',
        '[obj]Me, pretending I know {W} {CS} {CP}.',
        '[act][obj]The way {CS} {CP} like it is a personality trait.',
        'The comments are about to explain this one, and I am ready.',
        'POV: you bring up {CS} at dinner and the whole table has a theory.',
        '[3p]{CS} really said: this is my thing now.',
      ],
    },
    scenario: {
      hooks: [
        'POV: {CS} {CP}, and you just have to watch.',
        'Nobody: absolutely nobody. {CS}: {CG}.',
        'The way {CS} {CP} like it is a personality trait.',
      ],
      points: [
        '[3p]{CS} really said: this is my moment.',
        '[3p]Me watching {CS} like a nature documentary.',
        '[3p]{CS} {cis} giving main character, and honestly, valid.',
        '[3p]Tell me {CS} {chas} done this before without telling me.',
        'My friends when I tell them {CS} {CD} again: silence.',
      ],
    },
    versus: {
      hooks: [
        '{VA} versus {VB} is the rivalry of the year.',
        'POV: you have to choose between {VA} and {VB}.',
      ],
      points: [
        '[bare]Team {VA} in the comments, team {VB} in my heart.',
        '{VA} walking in like the winner already.',
        '{VB} said: not today.',
        'Me pretending I am neutral about {VA} and {VB}.',
        'The comments on {VA} versus {VB} are getting out of hand.',
      ],
    },
  },
  motivational: {
    howto: {
      hooks: [
        'You want to {TI}? Stop waiting for the perfect day.',
        '{TG} {VV}, and today is a good day to start.',
        'Everyone wants to {TI}. Almost nobody plans for it.',
        'This is your sign to finally {TI}.',
      ],
      points: [
        'Pick the one reason {TG} matters to you, and write it where you will see it.',
        'Keep your first try at {TG} so small you cannot fail: five minutes.',
        'Put a cross on the calendar every day you {TI}.',
        'Tell one friend you have started {TG} this month, and ask them to check on you.',
        'Miss a day? Fine. Never miss two.',
        'After two weeks, look back and count the crosses.',
        'Week one of {TG} feels tough; week two is already easier.',
        'Prepare tonight what you need for {TG} tomorrow, so the first step is easy.',
        'Nobody who learned to {TI} got it right the first time.',
        'Some days {TG} will feel slow. Show up anyway, and cross the day off.',
      ],
    },
    versus: {
      hooks: [
        'Stuck between {VA} and {VB}? This one is for you.',
        '{VA} or {VB}: either way, today is the day to decide.',
      ],
      points: [
        'Be clear about what you get from {VA}, and what you get from {VB}.',
        'A year from now, which will you be glad you chose: {VA} or {VB}?',
        'The choice is not forever: pick {VA} or {VB} for this week only.',
        'Give {VA} one honest week, then give {VB} one.',
        'Tell one friend which you picked, {VA} or {VB}, and why.',
        'Whatever you choose, choose {VA} or {VB} on purpose.',
        'A good choice about {VA} made today beats a perfect one made never.',
        'Notice how you feel after a day with {VA}, and after a day with {VB}.',
        'A month from now, look back at {VA} and {VB}, and notice what changed.',
        'The right answer is whichever of {VA} and {VB} you can keep up on a hard Tuesday.',
        'Stop waiting for a sign about {VB}; this video is the sign.',
        'Ask someone who picked {VB} what they would do differently.',
        'Then put the same question to a fan of {VA}, and compare the answers.',
        'Make room for {VA} in your morning, and see if there is still room for {VB}.',
        'Progress starts the day you stop comparing {VA} with {VB}.',
        'Whatever you pick, show up for it on the days you do not feel like it.',
        // Short lines, so a 15 s script can land between two long ones.
        'For today only, go with {VA} or {VB}.',
        'Just try {VB} today.',
      ],
    },
    list: {
      hooks: ['{N} {L}, and why you should care today.', 'Read this if you want to get better: {N} {L}.'],
      points: [
        'Not every one of these will fit you, and that is fine.',
        'Pick one of the {N} that feels hardest, and start there.',
        'Try it for a week before you judge it.',
        'Tell someone which of {S} you are working on.',
        'Then add the next one, and only then.',
        'Look back after a month, and notice what changed.',
      ],
    },
  },
};

/** Lines for a topic idea aimed at an audience ("Monday motivation for founders"). */
export const AUDIENCE: Record<Vibe, { hooks: string[]; points: string[] }> = {
  motivational: {
    hooks: ['{AUD}, this one is for you.', 'A quick word for every one of the {AUD} watching.'],
    points: [
      'To every one of the {AUD} out there: the work you do today counts.',
      '{AUD} who keep going are not fearless; they just start anyway.',
      'If you are one of the {AUD} who feel behind, you are not alone.',
    ],
  },
  educational: {
    hooks: ['{AUD}, this one is for you.'],
    points: ['{AUD} often skip this part, so take it slowly.'],
  },
  meme: { hooks: ['{AUD}, this one is for you.'], points: ['{AUD} will get this one immediately.'] },
  comedy: { hooks: ['{AUD}, this one is for you.'], points: ['Every one of the {AUD} knows this pain.'] },
};
