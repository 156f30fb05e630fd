import type { Vibe } from '@reelsmith/contracts/video';

// The builtin writer's phrasebook. Slots, filled from the idea by builtin.llm.ts:
//   {S} subject as the idea says it   {T} the next key term (cycles)   {P} the idea as a short phrase
//   {Q} the idea as a question        {V} action, infinitive            {Ving} action, gerund
//   {Vs} action agreeing with {S} (only used when {S} does the action)
//   {is} {has} {does} {was} {it} {them} {its} {s}: agreement with {S} (singular or plural)
//   {n} number of items as a word      {r} a rating word                 {dur} target seconds
//   {A} the viewer's activity: the idea's action ("saving money") or "learning about {S}"
//   {C} the idea's own claim ("octopuses have three hearts"), {C2} the same negated
// A phrase with {V}/{Ving} is skipped when the idea has no action; {Vs} also needs {S} to be the doer;
// {C}/{C2} need an idea that states something. No phrase states a fact the idea did not give (decision 021).

export const HOOKS: Record<Vibe, string[]> = {
  meme: [
    'POV: you just found out the truth about {S}.',
    'Nobody: absolutely nobody. Me at 3 a.m.: deep in a rabbit hole about {S}.',
    "Tell me you're obsessed with {S} without telling me you're obsessed with {S}.",
    'Not me spending my entire weekend thinking about {S} again.',
    'The way {S} {has} been living rent-free in my head all week.',
    'Me pretending I understand {S} in front of my friends.',
    "If {S} {is} your whole personality, this one's for you.",
    'Me trying to {V} for the first time, a documentary.',
    "{Q} Bestie, let's talk.",
    'Okay but why is nobody talking about {S}?',
    'Me after one video about {S}: certified genius.',
    'Chat, is it normal to think about {S} this much?',
    '{C}. And I will not be calm about it.',
  ],
  educational: [
    "{Q} Let's think it through.",
    "Let's break down {S} in under {dur} seconds.",
    'If you only learn one thing about {S} today, make it this.',
    'Quick lesson: how to actually think about {S}.',
    "Here's how to {V}, step by step.",
    "Most people never stop to ask about {S}. Let's do it now.",
    'Pop quiz: how much do you really know about {S}?',
    '{C}. Sounds simple, but stay with me.',
    'Here is a smarter angle on {S}.',
    '{dur} seconds, one topic: {S}.',
  ],
  motivational: [
    'Stop waiting for the perfect moment to start {A}.',
    "Read this if you've been putting off {A}.",
    "A year from now, you'll wish you had started {A} today.",
    'This is your sign to take {A} seriously.',
    'You want to {V}? Then listen closely.',
    'Everyone wants the results. Almost nobody wants the process of {A}.',
    '{Q} Stop asking and start finding out.',
    'Today is day one of {A}, not tomorrow.',
    'You are one decision away from {A}.',
    '{C}. So what is your excuse for standing still?',
  ],
  comedy: [
    'I tried to understand {S} and now I need a nap.',
    'My therapist asked how my week was and I just said {S}.',
    '{S}: a tragedy in several acts.',
    'Let me tell you about the day {S} ruined my entire life.',
    '{S} {Vs}, and honestly, I respect the audacity.',
    'I tried to {V} and it went exactly as badly as you think.',
    "{Q} Great question, and I have no qualifications, so let's go.",
    'Breaking news: {S} {has} done it again.',
    'Nobody warned me about {S}, so now I am warning you.',
    'Things I did not expect to cry about today: {S}.',
    '{C}. I have so many questions, and none of them are smart.',
  ],
};

export const CTAS: Record<Vibe, string[]> = {
  meme: [
    'Follow if {S} {is} also your roman empire.',
    'Send this to the friend who needs to hear about {S}.',
    'Comment your worst take on {T}, I dare you.',
    'Like if you felt personally attacked.',
    "Follow for more, it's free.",
    'Tag someone who would survive this, or not.',
    'Drop a skull if {S} got you too.',
    'Part two if this gets weird enough.',
  ],
  educational: [
    'Follow for more short lessons like this.',
    'Save this for when {S} come{s} up again.',
    'Share this with someone curious about {S}.',
    'Which part surprised you most? Tell me in the comments.',
    'Follow, and tomorrow we go deeper into {T}.',
    'Save this and test a friend on it later.',
    'Got a question about {S}? Ask it in the comments.',
    'Follow to learn one new thing every day.',
  ],
  motivational: [
    'Follow if you are done waiting.',
    'Save this for the day you feel like quitting.',
    'Share this with someone who needs a push today.',
    'Comment "day one" if you are starting now.',
    'Follow for a daily reminder that you can do hard things.',
    'Start today, then follow for tomorrow.',
    'Tell me your first step with {S} below.',
    'Follow and keep showing up.',
  ],
  comedy: [
    'Follow before {S} {does} something worse.',
    'Like if this happened to you too, so I feel less alone.',
    'Share this with the friend who is basically {S}.',
    'Comment your own disaster with {T} below.',
    'Follow for more of my poor decisions.',
    'Stay tuned for part two, if I survive.',
    'Rate my suffering in the comments.',
    'Tell me I am not the only one.',
  ],
};

export const TITLES: Record<Vibe, string[]> = {
  meme: [
    'POV: {S} Just Changed Everything',
    '{S} Is My Entire Personality Now',
    'Me vs {S}',
    'Nobody Talks About This {S} Thing',
    '{S}, But Make It Chaotic',
  ],
  educational: [
    '{S}, Explained in {dur} Seconds',
    'The Truth About {S}',
    '{n} Things About {S} Nobody Tells You',
    'What Everyone Gets Wrong About {S}',
    '{S}: The Short Version',
  ],
  motivational: [
    'Your Sign to Take {S} Seriously',
    'The Hard Truth About {S}',
    'Stop Waiting: {S}',
    'Day One of {S}',
    'What {S} Taught Me About Discipline',
  ],
  comedy: [
    '{S} Ruined My Week',
    'I Tried {S} So You Do Not Have To',
    '{S}: A Tragedy',
    'Rating {S} Honestly',
    'Nobody Warned Me About {S}',
  ],
};

export const CAPTIONS: Record<Vibe, string[]> = {
  meme: [
    '{S} said main character energy {e}',
    'not me relating to this way too hard {e}',
    'the lore of {S} runs deep {e}',
    'tell me this is not you {e}',
  ],
  educational: [
    'Everything you need to know about {S} in one minute {e}',
    'Save this for later: {S}, explained {e}',
    'The short, clear version of {S} {e}',
    'Learned something new about {S}? {e}',
  ],
  motivational: [
    'Your reminder to show up for {S} today {e}',
    'Day one or one day? {S} {e}',
    'Small steps, real progress: {S} {e}',
    'Start {S} before you feel ready {e}',
  ],
  comedy: [
    '{S} really tested me today {e}',
    'I have notes about {S} {e}',
    'This is what {S} {does} to a person {e}',
    'Part two depends on my recovery {e}',
  ],
};

/** General points in each voice: list items and top-ups. No point states a fact about the topic. */
export const POINTS: Record<Vibe, string[]> = {
  meme: [
    '{T} said "trust me" and we all believed it.',
    'The way {T} just show{ts} up uninvited every single time.',
    'Everyone acts normal about {T} until it is their turn.',
    'You know you are too deep when {T} start{ts} showing up in your dreams.',
    '{T} {tis} the plot twist nobody asked for.',
    'Rating your knowledge of {T}: zero to genius in one scroll.',
    'My group chat has been arguing about {T} for three days straight.',
    'Tell me why {T} hit{ts} different at midnight.',
    '[bare]The algorithm really said "you like {T}? here is more {T}."',
    'Main character energy? No, that is just {T}.',
    'It is giving {T}, and honestly, we are here for it.',
    'Somebody explain {T} to me like I am five, please.',
    'I did not choose {T}. {T} chose me.',
    'Me acting surprised by {T} for the tenth time this week.',
    'Red flag: not caring about {T}. Green flag: this video.',
    'The comment section is about to have a lot of opinions on {T}.',
    'We need to normalise talking about {T} more.',
    'Me, whenever {T} come{ts} up.',
    'Honestly? {T} deserve{ts} better.',
    'Nobody is ready for the discourse about {T}.',
  ],
  educational: [
    'Start with the plain question: what sets {S} apart?',
    'Then ask what {T} actually change{ts}, and for whom.',
    'Look for the cause first and the effect second; that order clears up most confusion.',
    'A good explanation of {S} should make sense to a ten-year-old.',
    'Try explaining {T} to a friend in your own words, and the gaps show up fast.',
    'Compare {T} with something you already know well, and notice what is different.',
    'Check one trusted source on {S} before you repeat what you heard online.',
    'Notice which part of {S} surprises you; that is usually where the real lesson is.',
    'Start from what still puzzles you about {T}.',
    'Keep the big picture and the small details apart when you think about {S}.',
    'When two explanations of {S} disagree, ask what each one leaves out.',
    'Picture {T} as one piece of a bigger system, and ask what it connects to.',
    'A quick sketch of {S} on paper makes the idea easier to remember.',
    'Look for the exceptions in {S}; they often explain the rule.',
    'Name the one word you need to explain {S}, and learn that word well.',
    'Naming {S} is easy; explaining {them} is the real test.',
    'Curiosity about {S} pays off.',
    'Why {S} matter{s} to you decides where to start.',
    'Read it again: {C}.',
    'The interesting part is not that {C}, but why.',
  ],
  motivational: [
    'Progress with {A} is quiet before it is loud.',
    'You do not need more time for {A}. You need a decision.',
    'With {A}, discipline beats motivation every single time.',
    'The people you admire started {A} exactly where you are.',
    'Everyone who is good at {A} was a beginner once, and refused to quit.',
    'Small wins in {A} stack up faster than you think.',
    'Stop comparing your first chapter of {A} to someone else’s twentieth.',
    'Nobody remembers your first attempt at {A}. They remember that you kept going.',
    'Show up for {A} on the days you do not feel like it. Those days count double.',
    'You are not behind on {A}. You are just getting started.',
    'Fear of failing at {A} is just proof that you care.',
    'Ten minutes of {A} today beats ten hours of planning.',
    'Your future self is already thanking you for {A}.',
    'Consistency with {A} is a superpower hiding in plain sight.',
    'What you do for {A} when nobody is watching decides everything.',
    'Hard days are part of {A}, not a detour.',
    'Curiosity about {S} is a skill, and skills grow with practice.',
    'Start {A} before you feel ready.',
    'One page, one video, one step: that is how {A} begins.',
    'Do not wait for a perfect plan for {A}; begin with a rough one.',
    'Tell one friend you have started {A}, and you will follow through.',
    'Make {A} part of your morning, not your someday.',
    'The hardest part of {A} is the first five minutes.',
    // For an idea that is no activity (an event, a place, the creator's own day): the idea as typed,
    // no "you" beside the creator's "my" (decision 031).
    '[event]{I} started with one small yes, like every big moment.',
    '[event]Small steps, taken every day, lead to {I} and whatever comes after.',
    '[event]Doubt always shows up before something like {I}. Show up anyway.',
    // The creator's own scene ("My dog hates baths"): said as it is, in the creator's voice (031).
    '[scene]Some days {CS} {CP}, and I show up anyway.',
    '[scene]Even when {CS} {CP}, I keep going.',
    '[scene]{CS} {CP}, and that taught me patience.',
    '[scene]I love {CS}, even on the hard days.',
    '[scene]Living with {CS} taught me that patience is a skill.',
    '[scene]Every hard day with {CS} still counts as a day I showed up.',
  ],
  comedy: [
    '{T} looked at me, and I looked back, and we both knew I would lose.',
    'I have trust issues, and {T} {tis} the reason.',
    'Nothing humbles you faster than {T} on a Monday.',
    '{T} {thas} the confidence of a pigeon walking into a bakery.',
    'I put {T} on my résumé and they called security.',
    'My mom still thinks {T} {tis} a phase.',
    'I respect {T} the way I respect a goose: from a distance.',
    'Somewhere right now, {T} {tis} ruining someone else’s afternoon.',
    'I explained {T} to my grandma and now she is worried about me.',
    '{T} walked in like {tit} paid rent.',
    'Every time I think I understand {T}, {tit} add{ts} a new level.',
    'My budget for {T} is emotional, not financial.',
    'I asked {T} for one thing, just one thing, and still got nothing.',
    '{T} {tis} proof that the universe has a sense of humour.',
    'I would write a strongly worded letter to {T}, but nobody would read it.',
    '{T} remain{ts} undefeated. I do not.',
    'I fear no one, except {T}.',
    '{T}? I need a lie-down.',
  ],
};

export const STEPS: string[] = [
  'Start small with {A}, so small it feels almost too easy.',
  'Decide exactly what you want from {A}.',
  'Pick one fixed time each day for {A}.',
  'Track your progress with {A} on a simple checklist.',
  'Learn from someone one step ahead of you at {A}.',
  'Cut one distraction that keeps you away from {A}.',
  'Review what worked for {A} at the end of every week.',
  'Put a reminder about {A} where you see it every morning.',
  'Ask for feedback on {A} early, not when you feel ready.',
  'Double down on the part of {A} that already works.',
  'Celebrate small milestones in {A} so you keep going.',
  'Practise {A} a little every day instead of a lot once a week.',
];

export const QUESTIONS: Record<'educational' | 'meme', string[]> = {
  educational: [
    'What {tis} {T}, really? Start with the simplest description you can find.',
    'Why {tdoes} {T} matter? Ask who would notice if {tit} changed.',
    'How would you put {T} in plain words? Try it, and the gaps appear.',
    'What is still unknown about {T}? Good sources say so openly.',
    'Who gets {T} wrong most often? Anyone who only reads the headline.',
  ],
  meme: [
    '{tis} {T} overrated? Absolutely not, and I will not be taking questions.',
    'Do I understand {T}? Not at all, but I will keep talking about {tthem} anyway.',
    'Why {tis} {T} like this? Nobody knows, which is the fun part.',
    'Who asked about {T}? Me, I asked, and I regret nothing.',
  ],
};

export const POVS: string[] = [
  'POV: you mention {T} once and now it is all anyone talks about.',
  'POV: your friend says {T} {tis} easy, and you just smile.',
  'POV: you finally understand {T} and feel unstoppable for five minutes.',
  'POV: it is 2 a.m. and you are still reading about {T}.',
  'POV: you bring up {T} at dinner and the whole table goes quiet.',
  'POV: {T} {tis} the only thing on your mind during an important meeting.',
  'POV: you tried to ignore {T} and {tit} followed you home.',
  'POV: someone gets {T} completely wrong and you have to stay calm.',
  'POV: you said "just five minutes" about {T} three hours ago.',
];

export const PUNCHLINES: string[] = [
  'I thought {T} would be easy. So did the Titanic.',
  'People say {T} build{ts} character. I now have too much character.',
  'I read one article about {T}. I am now legally a genius.',
  'I tried to be calm about {T}. My eyebrow had other plans.',
  'I gave {T} my best effort. {T} gave me a headache.',
  'They said {T} would change my life. They did not say for the worse.',
  'I asked the internet about {T}. The internet asked me to calm down.',
  'I set a goal for {T}. The goal filed a restraining order.',
  'My plan for {T} had three parts. I got lost in part one.',
  'I told my friends I had {T} under control. They are still laughing.',
  'I watched one video on {T}, and now my phone thinks I am a professional.',
  'I tried explaining {T} to the cat next door. The cat left.',
];

export const RATINGS: string[] = [
  '{T}: {r} out of ten, points taken off for emotional damage.',
  '{T} get{ts} a solid {r}, would panic again.',
  '{T}? A {r}, and the judges are still confused.',
  'For {T}, I am giving a {r}. {tit} know{ts} what {tit} did.',
  '{T} score{ts} a {r}: chaotic but iconic.',
  'My score for {T} is a {r}, and my lawyer advised me not to comment.',
];

export const TRUTHS: string[] = [
  'Hard truth: {A} will not happen while you wait.',
  'Hard truth: nobody cares about your excuses for skipping {A}, and that is freedom.',
  'Hard truth: you already know your next step with {A}.',
  'Hard truth: the boring, repeated part of {A} is the part that pays off.',
  'Hard truth: comfort is the enemy of {A}.',
  'Hard truth: the right time for {A} was yesterday; the next best time is now.',
  'Hard truth: your habits around {A} are shaping your future right now.',
];

export const STORY: Record<Vibe, { setup: string[]; conflict: string[]; turn: string[]; payoff: string[] }> =
  {
    meme: {
      setup: [
        'So there I was, minding my business, when {S} entered the chat.',
        'It started like any normal day, until {S} happened.',
        'Storytime: the week {S} took over my life.',
        'Picture this: a quiet evening, a snack, and suddenly {S}.',
      ],
      conflict: [
        'Then {T} showed up and chose violence.',
        'Plot twist: {T} had other plans.',
        'Enter {T}, uninvited, loud and thriving.',
        'Then my feed got flooded with {T}, no warning.',
      ],
      turn: [
        'And that is when I realised {T} {twas} the main character all along.',
        'Then it clicked, and {T} finally made sense.',
      ],
      payoff: [
        'Now I cannot stop talking about {S}, and honestly, valid.',
        'Moral of the story: never underestimate {S}.',
      ],
    },
    educational: {
      setup: [
        'Imagine hearing about {S} for the very first time.',
        'Picture a curious kid asking you about {S}.',
        'Everyone meets {S} with one simple question.',
      ],
      conflict: [
        'The first answers you find about {T} are often too vague to help.',
        'It gets confusing once {T} enter{ts} the picture.',
        'Half-remembered explanations of {T} only make it murkier.',
      ],
      turn: [
        'Then you slow down and look closely at {T}.',
        'Things click once you ask a sharper question about {T}.',
      ],
      payoff: [
        'And suddenly {S} {is} not a mystery anymore, just a good question.',
        'That is how real understanding of {S} starts: one honest question at a time.',
      ],
    },
    motivational: {
      setup: [
        'A year ago, {A} felt completely out of reach.',
        'Everyone starts {A} at zero, with no plan and no confidence.',
        'Picture someone who thinks {A} is for other people.',
        'It always begins with one quiet decision about {A}.',
      ],
      conflict: [
        'The first weeks of {A} were brutal, and quitting looked easy.',
        'Then came the day {A} felt impossible.',
        'The doubts about {A} got loud, and the progress got quiet.',
        'Friends laughed when {A} became the priority.',
      ],
      turn: [
        'But showing up for {A} one more day changed everything.',
        'The shift came from one decision: keep going with {A}.',
      ],
      payoff: [
        'Now {A} is not a dream anymore, it is a daily habit.',
        'The results of {A} came slowly, and then all at once.',
      ],
    },
    comedy: {
      setup: [
        'Day one: I decided to take {S} seriously.',
        'It all began when I said the words "how hard can {S} be?"',
        'Confession: I thought I was ready for {S}.',
        'Last Tuesday, full of confidence, I walked straight into {S}.',
      ],
      conflict: [
        'By lunch, {T} had already defeated me twice.',
        'Then {T} happened, and I made a noise I did not know I could make.',
        'Ten minutes later, {T} {twas} winning and I was sweating.',
        'Then {T} looked me in the eye, metaphorically.',
      ],
      turn: [
        'So I did what any reasonable adult would do: I panicked.',
        'Against all odds, I gave {T} one more try.',
      ],
      payoff: [
        'Anyway, that is why I am no longer allowed near {S}.',
        'In conclusion, {S} won, and I have accepted it.',
      ],
    },
  };

export const INTROS: Record<string, string[]> = {
  listicle: ['{n} quick ways to look at {S}.', 'Here are {n} ways to think about {S}.'],
  'listicle:meme': [
    '{n} thoughts I have about {S} at all times.',
    'Here are {n} moods about {S}, no context.',
  ],
  'listicle:comedy': [
    '{n} things {S} taught me the hard way.',
    'Here are {n} reasons I need a break from {S}.',
  ],
  'listicle:motivational': [
    '{n} reminders about {A} you need today.',
    'Here are {n} things to remember when {A} gets hard.',
  ],
  steps: [
    'Here is a {n}-step plan for {A}.',
    'Follow these {n} steps and {A} gets easier.',
    'Try these {n} steps for {A} this week.',
  ],
  countdown: ['Counting down {n} thoughts on {S}, best one last.', "Let's count down {n} takes on {S}."],
  ratings: ['Rating every part of {S}, no mercy.', 'Time to rate {S}, completely objectively.'],
  truths: ['{n} hard truths about {A}.', 'Here are {n} truths about {A} you need today.'],
  qa: [
    'Let’s go through the questions everyone has about {S}.',
    'Quick questions about {S}, and how to answer them.',
  ],
};

export const OUTROS: Record<Vibe, string[]> = {
  meme: [
    'Anyway, {S} remain{s} undefeated.',
    'That is the tea on {S}, served hot.',
    'We love {S} in this house.',
  ],
  educational: [
    'So the next time someone mentions {S}, you will know what to ask.',
    'Now you have seen {S} from a sharper angle.',
    'Now you can look at {S} with fresh eyes.',
  ],
  motivational: [
    'Start {A} today, even if it is small.',
    'Your move now: make {A} happen.',
    'The best time to begin {A} is right now.',
  ],
  comedy: [
    'Anyway, I am fine, mostly.',
    'In conclusion: {S}, why?',
    'I will be taking no further questions about {S}.',
  ],
};

export const MENTIONS: string[] = ['And do not forget about {T}.', 'Keep an eye on {T} as well.'];
/**
 * Hooks that need no grammatical transform of the idea: for an idea whose every other hook was ruled
 * out (a motivational "My first marathon" has no activity to start; decision 031).
 */
export const SAFE_HOOKS: Record<Vibe, string[]> = {
  meme: ['Okay, we need to talk about {S}.'],
  educational: ['Here is a closer look at {S}.'],
  motivational: ['Let me tell you what {S} taught me.'],
  comedy: ['So. {S}. Let me explain.'],
};
/**
 * Said when an idea about what a doer does ("Why dogs tilt their heads") got lines about the doer only:
 * the idea's own clause, as typed, and nothing it does not say (decision 031).
 */
export const DOING_MENTIONS: string[] = ['And yes, {CS} really {CP}.', 'Remember, {CS} really {CP}.'];
/**
 * Said instead for a lone verb ("How volcanoes form"): "volcanoes really form" affirms nothing, so the
 * idea's own question is asked back.
 */
export const DOING_QUESTIONS: string[] = [
  'And that is the real question: {W} {cdoes} {CS} {CI}?',
  'So, once more: {W} {cdoes} {CS} {CI}?',
];
/** Said when a key term belongs to the idea's claim and nothing else said it. */
export const CLAIM_MENTIONS: string[] = ['And remember where we started: {C}.', 'Never forget: {C}.'];

export const IDEA_PATTERNS: Record<Vibe, string[]> = {
  meme: [
    'POV: your first week of {S}',
    'Things only {S} people understand',
    'Me explaining {S} to my family',
    'Rating {S} trends nobody asked about',
  ],
  educational: [
    '{n} facts about {S} that sound fake',
    'What most people get wrong about {S}',
    'The history of {S} in under a minute',
    '{S} myths you probably still believe',
  ],
  motivational: [
    'How to stay consistent with {S}',
    'Why you should start {S} today',
    'What {S} teaches you about discipline',
    'The hard truth about {S}',
  ],
  comedy: [
    'I tried {S} for a week so you do not have to',
    '{S} as a reality show contestant',
    'Every {S} beginner mistake I made',
    'If {S} could talk',
  ],
};
