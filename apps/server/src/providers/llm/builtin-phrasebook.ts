import type { Vibe } from '@reelsmith/contracts/video';

// The builtin writer's phrasebook. Slots, filled from the idea by builtin.llm.ts:
//   {S} subject as the idea says it   {T} the next key term (cycles)   {P} the idea as a short phrase
//   {Q} the idea as a question        {V} action, infinitive            {Ving} action, gerund
//   {Vs} action agreeing with {S} (only used when {S} does the action)
//   {is} {has} {does} {was} {it} {them} {its} {s}: agreement with {S} (singular or plural)
//   {n} number of items as a word      {r} a rating word                 {dur} target seconds
// A phrase with {V}/{Ving} is skipped when the idea has no action; {Vs} also needs {S} to be the doer.

export const HOOKS: Record<Vibe, string[]> = {
  meme: [
    'POV: you just found out the truth about {S}.',
    'Nobody: absolutely nobody. Me at 3 a.m.: deep in a rabbit hole about {S}.',
    "Tell me you're obsessed with {S} without telling me you're obsessed with {S}.",
    'Not me spending my entire weekend thinking about {S} again.',
    'The way {S} {has} been living rent-free in my head all week.',
    'Me pretending I understand {S} in front of my friends.',
    "If {S} {is} your whole personality, this one's for you.",
    'Why {does} {S} {V}? Asking for a friend.',
    'Me trying to {V} for the first time, a documentary.',
    "{Q} Bestie, let's talk.",
    'Okay but why is nobody talking about {S}?',
    'Everyone online has opinions about {S}, so here are mine.',
    'Me after one video about {S}: certified expert.',
    'Chat, is it normal to think about {S} this much?',
    'Raise your hand if {S} lives in your head rent free.',
  ],
  educational: [
    "Here's what most people get wrong about {S}.",
    "You've probably never heard this about {S}.",
    "Let's break down {S} in under {dur} seconds.",
    "{Q} Here's the real answer.",
    'If you only learn one thing about {S} today, make it this.',
    'Quick lesson: {S}, explained simply.',
    "Here's how to {V}, step by step.",
    'Most explanations of {S} skip the most interesting part.',
    'Why {does} {S} {V}? The answer is better than you think.',
    'Your teacher never told you this about {S}.',
    "{S} {is} stranger than you think, and here's why.",
    '{dur} seconds, one topic: {S}.',
    'Pop quiz: how much do you really know about {S}?',
    'The science of {S} fits in one short video.',
  ],
  motivational: [
    'Stop waiting for the perfect moment to start with {S}.',
    'Nobody is coming to hand you {S}. You go get it.',
    "Read this if you've been putting off {S}.",
    "A year from now, you'll wish you had started {Ving} today.",
    'This is your sign to take {S} seriously.',
    'You want to {V}? Then listen closely.',
    'Everyone wants the results of {S}. Almost nobody wants the process.',
    "If {S} feels impossible right now, you're exactly where you need to be.",
    'The version of you that masters {S} is waiting on the other side of today.',
    '{Q} Stop asking and start doing.',
    'Today is day one of {S}. Not tomorrow.',
    'You are one decision away from taking {S} seriously.',
    'Comfort will never teach you {S}.',
  ],
  comedy: [
    'I tried to understand {S} and now I need a nap.',
    'My therapist asked how my week was and I just said {S}.',
    'Ranking {S} like I am a very serious judge on a very unserious show.',
    '{S}: a tragedy in several acts.',
    'Let me tell you about the day {S} ruined my entire life.',
    '{S} {Vs} and honestly? I respect the audacity.',
    'I tried to {V} and it went exactly as badly as you think.',
    "{Q} Great question. I have no qualifications. Let's go.",
    'Breaking news: {S} {has} done it again.',
    'Nobody warned me about {S}, so now I am warning you.',
    'Things I did not expect to cry about today: {S}.',
    'My doctor says I need to stop talking about {S}.',
    'Plot twist: {S} {was} the villain all along.',
  ],
};

export const CTAS: Record<Vibe, string[]> = {
  meme: [
    'Follow if {S} {is} also your roman empire.',
    'Send this to the friend who needs to hear about {S}.',
    'Comment your worst take on {T}, I dare you.',
    'Like if you felt personally attacked.',
    "Follow for more, it's free.",
    'Tag someone who would survive this. Or not.',
    'Drop a skull if {S} got you too.',
    'Part two if this gets weird enough.',
  ],
  educational: [
    'Follow for more short lessons like this.',
    'Save this so you remember it about {S} later.',
    'Share this with someone curious about {S}.',
    'Which fact surprised you most? Tell me in the comments.',
    'Follow, and tomorrow we go deeper into {T}.',
    'Save this and test a friend on it later.',
    'Got a question about {S}? Ask below.',
    'Follow to learn one new thing every day.',
  ],
  motivational: [
    'Follow if you are done waiting.',
    'Save this for the day you feel like quitting.',
    'Share this with someone who needs a push today.',
    'Comment "day one" if you are starting now.',
    'Follow for a daily reminder that you can do hard things.',
    'Start today. Then follow for tomorrow.',
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

/** General points in each voice: list items, countdown entries, steps, top-ups. */
export const POINTS: Record<Vibe, string[]> = {
  meme: [
    '{T} said "trust me" and we all believed it.',
    'The way {T} just show{ts} up uninvited every single time.',
    'Everyone acts normal about {T} until it is their turn.',
    'You know you are too deep when {T} start{ts} showing up in your dreams.',
    '{T} {tis} the plot twist nobody asked for.',
    'Rating your knowledge of {T}: zero to expert in one scroll.',
    'My group chat has been arguing about {T} for three days straight.',
    'Tell me why {T} hit{ts} different at midnight.',
    'Little known fact: {T} {tis} undefeated.',
    'The algorithm really said "you like {T}? here is more {T}."',
    'Main character energy? No, that is just {T}.',
    'It is giving {T}, and honestly, we are here for it.',
    'Somebody explain {T} to me like I am five, please.',
    'I did not choose {T}. {T} chose me.',
    'Me acting surprised about {T} for the tenth time this week.',
    'Red flag: not caring about {T}. Green flag: this video.',
    'Every expert on {T} in the comments is already typing.',
    'We need to normalise talking about {T} more.',
  ],
  educational: [
    '{T} matter{ts} more than most people think.',
    'The key idea behind {T} {tis} simple: small causes, big effects.',
    'Researchers keep coming back to {T} because it explains so much.',
    'A useful way to picture {T} {tis} as one piece of a larger system.',
    'Most confusion about {T} comes from mixing up cause and effect.',
    'Once you understand {T}, the rest of {S} makes a lot more sense.',
    'Here is a detail most people miss: {T} change{ts} over time.',
    'Experts look at {T} first, because it tells you the most.',
    'If you remember one word from this video, make it {T}.',
    'The surprising part is how often {T} show{ts} up in everyday life.',
    'Think of {T} as the reason behind the result, not the result itself.',
    'History shows that {T} {twas} misunderstood for a long time.',
    'A simple test: ask how {T} would change the outcome.',
    'Numbers help here: small shifts in {T} add up quickly.',
    'The common explanation of {T} is only half the story.',
    'Compare {T} with what you expected, and the pattern jumps out.',
    'In practice, {T} {tis} where beginners and experts differ most.',
    'That is why {T} get{ts} so much attention from people who study {S}.',
  ],
  motivational: [
    'Progress with {T} is quiet before it is loud.',
    'You do not need more time for {T}. You need a decision.',
    'Discipline with {T} beats motivation every single day.',
    'The people you admire for {T} started exactly where you are.',
    'Every expert in {T} {twas} once a beginner who refused to quit.',
    'Small wins with {T} stack up faster than you think.',
    'Stop comparing your chapter one of {T} to someone else’s chapter twenty.',
    'Nobody remembers your first attempt at {T}. They remember that you kept going.',
    'Show up for {T} on the days you do not feel like it. Those days count double.',
    'You are not behind on {T}. You are just getting started.',
    'Fear of failing at {T} {tis} just proof that you care.',
    'Ten minutes of {T} today beats ten hours of planning.',
    'Your future self is already thanking you for {T}.',
    'Consistency with {T} is a superpower hiding in plain sight.',
    'What you do with {T} when nobody is watching decides everything.',
    'Hard days with {T} are part of the path, not a detour.',
  ],
  comedy: [
    '{T} looked at me, and I looked back, and we both knew I would lose.',
    'I have trust issues, and {T} {tis} the reason.',
    'Doctors hate {T}. I know because I asked one and he sighed.',
    'Nothing humbles you faster than {T} on a Monday.',
    '{T} {thas} the confidence of a pigeon walking into a bakery.',
    'I put {T} on my résumé and they called security.',
    'My mom still thinks {T} {tis} a phase.',
    'I respect {T} the way I respect a goose: from a distance.',
    'Somewhere right now, {T} {tis} ruining someone else’s afternoon.',
    'I explained {T} to my grandma and now she is concerned about me.',
    '{T} walked in like it paid rent.',
    'Every time I think I understand {T}, it adds a new level.',
    'My budget for {T} is emotional, not financial.',
    'I asked {T} for one thing. One thing.',
    '{T} {tis} proof that the universe has a sense of humour.',
    'I would write a strongly worded letter to {T}, but it would not read it.',
  ],
};

export const STEPS: string[] = [
  'Start small with {T}, so small it feels almost too easy.',
  'Write down exactly what you want from {T}.',
  'Pick one fixed time each day for {T}.',
  'Track your progress with {T}, even with a simple checklist.',
  'Learn from someone one step ahead of you in {T}.',
  'Cut one distraction that keeps you away from {T}.',
  'Review what worked with {T} at the end of every week.',
  'Make {T} visible: put it where you see it every morning.',
  'Ask for feedback on {T} early, not when you feel ready.',
  'Double down on the part of {T} that already works.',
  'Celebrate small milestones with {T} so you keep going.',
  'Practise {Ving} a little every day instead of a lot once a week.',
];

export const MYTHS: string[] = [
  'Myth: {T} {tis} only for experts. Fact: beginners benefit from it the most.',
  'Myth: {T} never change{ts}. Fact: it shifts all the time, and that is the interesting part.',
  'Myth: {T} {tis} too complicated to explain. Fact: the core idea fits in one sentence.',
  'Myth: everyone already knows about {T}. Fact: most people only know the headline.',
  'Myth: {T} {tdoes} not matter in real life. Fact: you run into it almost every day.',
  'Myth: more is always better with {T}. Fact: balance beats excess.',
  'Myth: {T} {tis} a recent discovery. Fact: people have puzzled over it for a long time.',
  'Myth: you need special tools for {T}. Fact: curiosity gets you most of the way.',
];

export const QUESTIONS: Record<'educational' | 'meme', string[]> = {
  educational: [
    'So what actually drives {T}? Mostly a few simple forces working together.',
    'Why {tdoes} {T} matter at all? Because {tit} quietly shape{ts} the outcome.',
    '{tis} {T} the same everywhere? Not at all, and the differences are telling.',
    'Can you see {T} in everyday life? Once you know what to look for, everywhere.',
    'What would happen without {T}? Things would look very different.',
    'Who figured out {T} first? Curious people asking simple questions.',
    'How do experts measure {T}? With patient observation and lots of comparisons.',
    'Where does {T} show up most? In places you would not expect.',
    'What changed our view of {T}? Better tools and better questions.',
    '{tis} {T} getting more important? In many ways, yes.',
  ],
  meme: [
    '{tis} {T} overrated? Absolutely not, and I will not be taking questions.',
    'Do I understand {T}? No. Will I keep talking about it? Yes.',
    'Why {tis} {T} like this? Nobody knows, and that is the fun part.',
    'Who asked about {T}? Me. I asked.',
  ],
};

export const POVS: string[] = [
  'POV: you mention {T} once and now it is all anyone talks about.',
  'POV: your friend says {T} {tis} easy, and you just smile.',
  'POV: you finally understand {T} and feel unstoppable for five minutes.',
  'POV: it is 2 a.m. and you are still reading about {T}.',
  'POV: you explain {T} at dinner and the whole table goes quiet.',
  'POV: {T} {tis} the only thing on your mind during an important meeting.',
  'POV: you tried to ignore {T} and it followed you home.',
  'POV: someone gets {T} completely wrong and you have to stay calm.',
  'POV: you said "just five minutes" about {T} three hours ago.',
];

export const PUNCHLINES: string[] = [
  'I thought {T} would be easy. So did the Titanic.',
  'People say {T} build{ts} character. I now have too much character.',
  'I read one article about {T}. I am now legally an expert.',
  'I tried to be calm about {T}. My eyebrow had other plans.',
  'I gave {T} my best effort. {T} gave me a headache.',
  'They said {T} would change my life. They did not say for the worse.',
  'I asked the internet about {T}. The internet asked me to calm down.',
  'I set a goal for {T}. The goal set a restraining order.',
  'My plan for {T} had three steps. I got lost on step one.',
  'I told my friends I had {T} under control. They are still laughing.',
  'I watched one video on {T}, and now my phone thinks I am a professional.',
  'I tried explaining {T} to my cat. The cat left.',
];

export const RATINGS: string[] = [
  '{T}: {r} out of ten, points taken off for emotional damage.',
  '{T}: solid {r} out of ten, would panic again.',
  '{T}: {r} out of ten, the judges are still confused.',
  '{T}: {r} out of ten, it knows what it did.',
  '{T}: {r} out of ten, chaotic but iconic.',
  '{T}: {r} out of ten, my lawyer advised me not to comment.',
];

export const TRUTHS: string[] = [
  'Hard truth: {T} will not fix itself while you wait.',
  'Hard truth: nobody cares about excuses around {T}, and that is freedom.',
  'Hard truth: you already know what to do about {T}.',
  'Hard truth: {T} reward{ts} the boring, repeated work.',
  'Hard truth: comfort is the enemy of {T}.',
  'Hard truth: the right time for {T} was yesterday; the next best time is now.',
  'Hard truth: your habits around {T} are shaping your future right now.',
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
        'To understand {S}, start with where it comes from.',
        'The story of {S} begins with a simple question.',
        'Picture the world before anyone understood {S}.',
        'Every explanation of {S} starts with one observation.',
      ],
      conflict: [
        'For a long time, people misunderstood {T}.',
        'The problem was that {T} did not fit the old explanation.',
        'The puzzle was {T}: the numbers simply did not add up.',
        'Early guesses about {T} turned out to be wrong.',
      ],
      turn: [
        'Then careful observation of {T} changed the picture.',
        'The breakthrough came from looking closely at {T}.',
      ],
      payoff: [
        'Today, {T} help{ts} explain why {S} work{s} the way {it} {does}.',
        'That is why {S} {is} understood so differently now.',
      ],
    },
    motivational: {
      setup: [
        'A year ago, {S} felt completely out of reach.',
        'Everyone starts {S} at zero, with no plan and no confidence.',
        'Picture someone who thinks {S} {is} for other people.',
        'It always begins with one quiet decision about {S}.',
      ],
      conflict: [
        'The first weeks with {T} were brutal, and quitting looked easy.',
        'Then came the day {T} felt impossible.',
        'The doubts about {T} got loud, and the progress got quiet.',
        'Friends laughed when {T} became the priority.',
      ],
      turn: [
        'But showing up one more day with {T} changed everything.',
        'The shift came from one decision: keep going with {T}.',
      ],
      payoff: [
        'Now {S} {is} not a dream anymore. It is a habit.',
        'The results came, slowly, and then all at once.',
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
        'Ten minutes later, {T} was winning and I was sweating.',
        'Then {T} looked me in the eye, metaphorically.',
      ],
      turn: [
        'So I did what any reasonable adult would do: I panicked about {T}.',
        'Against all odds, I tried {T} one more time.',
      ],
      payoff: [
        'Anyway, that is why I am no longer allowed near {S}.',
        'In conclusion, {S} won, and I have accepted it.',
      ],
    },
  };

export const INTROS: Record<string, string[]> = {
  listicle: [
    'Here are {n} things about {S} nobody tells you.',
    '{n} quick things you should know about {S}.',
    'Let me give you {n} reasons {S} deserve{s} your attention.',
  ],
  steps: [
    'Here is a {n}-step plan for {S}.',
    'Follow these {n} steps and {S} get{s} easier.',
    'Try these {n} steps this week.',
  ],
  countdown: [
    'Counting down the top {n} things about {S}.',
    "Let's count down {n} facts about {S}, best one last.",
  ],
  myths: ["Let's bust some myths about {S}.", 'Myth or fact? Let’s sort out {S}.'],
  ratings: ['Rating every part of {S}, no mercy.', 'Time to rate {S}, completely objectively.'],
  truths: ['{n} hard truths about {S}.', 'Here are {n} truths about {S} you need today.'],
  qa: ['Let’s answer the questions everyone has about {S}.', 'Quick questions about {S}, quick answers.'],
};

export const OUTROS: Record<Vibe, string[]> = {
  meme: ['Anyway, {S} remain{s} undefeated.', 'And that is the tea on {S}.', 'We love {S} in this house.'],
  educational: [
    'So next time you think about {S}, remember the bigger picture.',
    'That is {S} in a nutshell.',
    'Now you know more about {S} than most people.',
  ],
  motivational: [
    'Start today, even if it is small.',
    'Your move. Make {S} happen.',
    'The best time to begin {S} is right now.',
  ],
  comedy: [
    'Anyway, I am fine. Mostly.',
    'In conclusion: {S}, why?',
    'I will be taking no further questions about {S}.',
  ],
};

/** Short lines to land the length exactly. */
export const FILLERS: Record<Vibe, string[]> = {
  meme: [
    'No thoughts, just vibes.',
    'Iconic.',
    'I said what I said.',
    'It is true.',
    'Be honest.',
    'Chaos.',
    'Real.',
  ],
  educational: [
    'Think about that.',
    'It adds up.',
    'Keep that in mind.',
    'That part matters.',
    'Simple, but powerful.',
    'Worth remembering.',
  ],
  motivational: [
    'Read that again.',
    'Keep going.',
    'You can do this.',
    'One step at a time.',
    'No excuses.',
    'Start now.',
  ],
  comedy: ['Incredible.', 'Anyway.', 'I am fine.', 'Send help.', 'Classic.', 'Truly.'],
};

export const MENTIONS: string[] = [
  'And do not forget {T}.',
  'Also worth a mention: {T}.',
  'Then there is the question of {T}.',
  'Keep an eye on {T} as well.',
];

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

/** Dictionary beats from WordNet: {L} the word, {G} its definition, {B} a broader term, {Y} a synonym. */
export const DICTIONARY: Record<Vibe, { gloss: string[]; broader: string[]; synonym: string[] }> = {
  meme: {
    gloss: [
      'Dictionary: "{L}" means {G}. Me: okay but make it iconic.',
      'Fun fact: "{L}" literally means {G}. Anyway.',
    ],
    broader: ['Technically "{L}" is a kind of {B}. Still the main character though.'],
    synonym: ['Some people call it {Y}, and that is valid.'],
  },
  educational: {
    gloss: [
      'Start with the definition: "{L}" means {G}.',
      'The dictionary puts it simply: "{L}" means {G}.',
      'Officially, "{L}" means {G}.',
    ],
    broader: [
      'In the bigger picture, "{L}" is a kind of {B}.',
      'Zoom out and "{L}" sits in a larger category: {B}.',
    ],
    synonym: ['You may also hear it called {Y}.', 'Another name for it is {Y}.'],
  },
  motivational: {
    gloss: ['The dictionary says "{L}" means {G}. You get to decide what it means to you.'],
    broader: [],
    synonym: [],
  },
  comedy: {
    gloss: [
      'The dictionary says "{L}" means {G}. Sure, if you want to be boring about it.',
      'Webster says "{L}" means {G}. Webster has clearly never met one.',
    ],
    broader: ['Technically "{L}" is a kind of {B}, which explains nothing.'],
    synonym: ['Also known as {Y}, which sounds like a wizard name.'],
  },
};
