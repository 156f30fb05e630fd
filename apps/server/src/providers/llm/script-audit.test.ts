import { describe, expect, it } from 'vitest';
import { VIBES } from '@reelsmith/contracts/video';
import { auditContextFor, writeBuiltinScript } from './builtin.llm.ts';
import { auditBeat, auditPlan, auditScript, auditSentence, splitSentences } from './script-audit.ts';

const checks = (sentence: string, ctx = {}) => auditSentence(sentence, ctx).map((f) => f.check);

describe('script audit', () => {
  it.each([
    'Officially, “octopus” means tentacles of octopus prepared as food.',
    'Zoom out and “octopus” sits in a larger category: seafood.',
    'Dictionary: "cat" means feline mammal usually having thick soft fur. Me: okay but make it iconic.',
    'Technically "dog" is a kind of canine. Still the main character though.',
    'You may also hear it called domestic dog.',
    'Webster says "volcano" means a mountain formed by volcanic material.',
  ])('flags the dictionary gloss in %j', (sentence) => {
    expect(checks(sentence)).toContain('gloss');
  });

  it.each([
    'Researchers keep coming back to octopuses because it explains so much.',
    'History shows that pizza was misunderstood for a long time.',
    'Experts look at black holes first, because it tells you the most.',
    'Studies show 73% of people skip breakfast.',
    'Little known fact: cats are undefeated.',
    'Myth: sleep never changes. Fact: it shifts all the time.',
    'The Roman Empire fell in 1453.',
  ])('flags the invented fact in %j', (sentence) => {
    expect(checks(sentence)).toContain('claim');
  });

  it.each([
    ['They has three hearts.', {}],
    ['Octopuses has three hearts.', { subject: 'octopuses', subjectPlural: true }],
    ['My dog are the reason.', { subject: 'my dog', subjectPlural: false }],
    ['What is black holes, really?', { subject: 'black holes', subjectPlural: true }],
    ['Three hearts gets a solid six.', { terms: ['three hearts'] }],
    ['Here are three step to follow.', {}],
    ['It is a octopus.', {}],
    ['I will keep talking about they anyway.', {}],
    ['Save this for the next time Time management comes up.', {}],
    ['Ask what would change if , and the question gets sharper.', {}],
  ])('flags the broken agreement in %j', (sentence, ctx) => {
    expect(checks(sentence, ctx)).toContain('agreement');
  });

  it.each(['Think about that.', 'Iconic.', 'Anyway. I am fine.', 'Keep going.', 'First: Chaos.'])(
    'flags the empty line %j',
    (beat) => {
      expect(auditBeat(beat).map((f) => f.check)).toEqual(['filler']);
    },
  );

  it('flags a four-word run said twice, but not the idea’s own terms said twice', () => {
    const repeated = auditScript({
      hook: 'Here is what most people miss about coffee.',
      body: [{ text: 'This is what most people miss about tea.', visualKeywords: [] }],
      callToAction: 'Follow for a new lesson every day.',
    });
    expect(repeated.map((f) => f.check)).toEqual(['repeat']);
    expect(repeated[0].reason).toContain('what most people miss');
    const terms = auditScript(
      {
        hook: 'The history of pizza fits in one video.',
        body: [{ text: 'Ask anyone about the history of pizza today.', visualKeywords: [] }],
        callToAction: 'Share this with a friend who loves pizza.',
      },
      { subject: 'the history of pizza', subjectPlural: false, terms: ['the history of pizza', 'pizza'] },
    );
    expect(terms).toEqual([]);
  });

  it.each([
    'Octopuses have three hearts. Sounds simple, but stay with me.',
    'POV: it is 2 a.m. and you are still reading about black holes.',
    'Why do cats matter? Ask who would notice if they changed.',
    'Does my dog have a favourite toy? Ask who would notice.',
    'The first answers you find about the sky are often too vague to help.',
    'Fourth: Ten minutes of saving money on groceries today beats ten hours of planning.',
  ])('passes the good sentence %j', (sentence) => {
    const ctx = auditContextFor(sentence.includes('sky') ? 'Why is the sky blue?' : 'Why cats knock things');
    expect(auditSentence(sentence, ctx)).toEqual([]);
    expect(auditBeat(sentence)).toEqual([]);
  });

  // Decision 023: what the renders of the last session said, as the checks now see it.
  it.each([
    ['I walked straight into cat.', 'cat knocks coffee off desk'],
    ['Ten minutes later, desk was winning and I was sweating.', 'cat knocks coffee off desk'],
    ['Desk gets a solid four, would panic again.', 'cat knocks coffee off desk'],
    ['Nobody warned me about cat, so now I am warning you.', 'cat knocks coffee off desk'],
  ])('flags the bare noun in %j', (sentence, idea) => {
    expect(checks(sentence, auditContextFor(idea))).toContain('bare-noun');
  });

  it('passes the same things with their articles', () => {
    const ctx = auditContextFor('cat knocks coffee off desk');
    for (const good of [
      'The cat knocked the coffee off the desk, and I have questions.',
      'I saw the cat coming. I did nothing.',
      'My cat and your desk are fine.',
    ])
      expect(checks(good, ctx)).toEqual([]);
  });

  it('flags the idea said in full a third time', () => {
    const script = {
      hook: 'A year from now, you will wish you had started waking up at 5am today.',
      body: [
        {
          text: 'The doubts about waking up at 5am got loud, and the progress got quiet.',
          visualKeywords: [],
        },
        { text: 'You do not need more time for waking up at 5am. You need a decision.', visualKeywords: [] },
        { text: 'The results of waking up at 5am came slowly, and then all at once.', visualKeywords: [] },
      ],
      callToAction: 'Follow and keep showing up.',
    };
    const found = auditScript(script, auditContextFor('How to wake up at 5am')).filter(
      (f) => f.check === 'repeat' && f.reason.includes('third time'),
    );
    expect(found).toHaveLength(1);
    expect(found[0]!.sentence).toContain('You do not need more time');
  });

  it('flags a script whose sentences would fit any topic', () => {
    // The "Why bees dance to share directions" render: only the hook named the idea.
    const script = {
      hook: 'Pop quiz: how much do you really know about bees?',
      body: [
        { text: 'Imagine hearing about it for the very first time.', visualKeywords: [] },
        { text: 'Half-remembered explanations only make it murkier.', visualKeywords: [] },
        { text: 'Then you slow down and look closely.', visualKeywords: [] },
        { text: 'And suddenly it is not a mystery anymore, just a good question.', visualKeywords: [] },
      ],
      callToAction: 'Follow for more short lessons like this.',
    };
    const off = auditScript(script, auditContextFor('Why bees dance to share directions')).filter(
      (f) => f.check === 'off-topic',
    );
    expect(off.map((f) => f.sentence)).toEqual(script.body.map((b) => b.text));
    // The same script naming the dance in most lines passes.
    const onTopic = {
      ...script,
      body: script.body.map((b) => ({ ...b, text: b.text.replace(/\bit\b|closely/, 'the bee dance') })),
    };
    expect(
      auditScript(onTopic, auditContextFor('Why bees dance to share directions')).map((f) => f.check),
    ).not.toContain('off-topic');
  });

  it('splits sentences without breaking "2 a.m." or list labels', () => {
    expect(splitSentences('It is 2 a.m. and I am awake. First: Go. Why? Because.')).toEqual([
      'It is 2 a.m. and I am awake.',
      'First: Go.',
      'Why?',
      'Because.',
    ]);
  });

  // Decision 024: what the session 5 renders said, each caught by its own check.
  it.each([
    ['The my houseplant versus my busy week discourse is getting out of hand.', 'article'],
    ['Team the iPhone in the comments, team the the iPhone in my heart.', 'article'],
    ['Rating your knowledge of my houseplant: zero to genius in one scroll.', 'person'],
    ['Drop a skull if my houseplant got you too.', 'person'],
  ] as const)('flags %j (%s)', (sentence, check) => {
    expect(checks(sentence, auditContextFor('My houseplant versus my busy week'))).toContain(check);
  });

  it('flags a question built around a whole clause', () => {
    const ctx = auditContextFor('Why saving money in your twenties pays off');
    expect(checks('You want to save money in your twenties pays off?', ctx)).toContain('question');
    // Questions with an auxiliary, a zero relative or a plain "you want to ...?" are fine.
    for (const good of [
      'You want to save money in your twenties?',
      'How do volcanoes form?',
      'Is it worth buying an electric car?',
      'Who gets black holes wrong most often?',
      'A year from now, which will you be glad you chose: dogs or cats?',
      'Ever wondered why octopuses have three hearts?',
    ])
      expect(checks(good, ctx), good).not.toContain('question');
  });

  it('flags a sentence that only says the idea’s doer and its lone verb', () => {
    const ctx = auditContextFor('How volcanoes form');
    expect(
      checks(
        'First, the plain version: volcanoes form. Hold on to that sentence; the rest hangs off it.',
        ctx,
      ),
    ).toContain('vacuous');
    expect(checks('Cats purr.', auditContextFor('Why cats purr'))).toContain('vacuous');
    // Saying more than the verb, or asking, is no restatement; nor is a claim with an object.
    expect(checks('How do volcanoes form?', ctx)).toEqual([]);
    expect(checks('Find a slow-motion clip of volcanoes forming, and watch it twice.', ctx)).toEqual([]);
    expect(
      checks('Octopuses have three hearts. Sounds odd?', auditContextFor('Why octopuses have three hearts')),
    ).toEqual([]);
  });

  it('passes the creator’s own “my” and the viewer’s “your” where each belongs', () => {
    const ctx = auditContextFor('My houseplant versus my busy week');
    for (const good of [
      'Me pretending I am neutral about my houseplant and my busy week.',
      'Drop a skull if your houseplant got you too.',
      'In this corner, my houseplant. In the other corner, my busy week.',
    ])
      expect(checks(good, ctx), good).toEqual([]);
    // An idea that says both is meant as written.
    expect(
      checks('Team my coffee, and you? Team your tea.', auditContextFor('my coffee vs your tea')),
    ).toEqual([]);
  });

  // Decision 024, addendum: ideas outside the lists.
  it('reads "your trip to Japan" as the viewer’s, and "kids" as a plural', () => {
    const trip = auditContextFor('Our trip to Japan');
    expect(checks('Then you slow down and look closely at your trip to Japan.', trip)).toEqual([]);
    expect(checks('Then you slow down and look closely at our trip to Japan.', trip)).toContain('person');
    const kids = auditContextFor('Working from home with kids');
    expect(checks('Kids scores a four: chaotic but iconic.', kids)).toContain('agreement');
    expect(checks('Kids score a four: chaotic but iconic.', kids)).toEqual([]);
    const dogs = auditContextFor('Dogs are better than cats');
    expect(checks('POV: dogs be better than cats, and you just have to watch.', dogs)).toContain('agreement');
    expect(checks('POV: dogs are better than cats, and you just have to watch.', dogs)).toEqual([]);
    // "home" after "from" is where one works, not a thing that needs "the".
    expect(checks('POV: you tried to ignore kids and they followed you home.', kids)).toEqual([]);
  });

  it('finds nothing in the 248 scripts of `audit-scripts`', () => {
    const plan = auditPlan(VIBES);
    expect(plan).toHaveLength(248);
    expect(new Set(plan.map((p) => p.durationSec))).toEqual(new Set([15, 30, 45, 60]));
    const findings = plan.flatMap(({ idea, vibe, durationSec }) =>
      auditScript(
        writeBuiltinScript({ idea, vibe: vibe as (typeof VIBES)[number], durationSec }),
        auditContextFor(idea),
      ),
    );
    expect(findings).toEqual([]);
  });
});
