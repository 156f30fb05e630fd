// The educational script for a question about the world the writer cannot answer (decision 031,
// session 12): "Why does bread go stale?", "How do volcanoes erupt?". It knows no facts (021), so the
// script is a quiz: it asks the question, has the viewer lock in a guess, gives a few questions that
// test any guess, and asks for answers in the comments. Every sentence is true whatever the answer
// is; none tells the viewer to do homework ("write down", "look it up", "say X out loud").
// `{Q}` is the idea asked as a question ("Why does bread go stale?").

export interface QuizBook {
  hooks: string[];
  /** Said right after the hook: the viewer picks an answer before the questions. */
  guesses: string[];
  /** Introduce two or more numbered questions; `{n}` is their count as a word. */
  intros: string[];
  /** Questions that fit any why/how question, when the idea's doer is not known for sure. */
  questions: string[];
  /** Lines after the questions that are true of any explanation. */
  closers: string[];
  /** Said last of the closers when there are two questions or more. */
  strong: string[];
  ctas: string[];
}

export const QUIZ: QuizBook = {
  hooks: [
    'Pop quiz: {Q}',
    'Quick question, no searching allowed: {Q}',
    "Here is today's question: {Q} Take your best guess.",
    'One question, ten seconds to think: {Q}',
    'Be honest, could you answer this one: {Q}',
    'Let me test you: {Q}',
  ],
  guesses: [
    'Lock in your guess now, before the clues.',
    'Got a guess? Hold on to it.',
    'Pick your answer first. No changing it later.',
    'Say your guess in your head before the next line.',
    'Gut answer first. We will put it to the test.',
  ],
  intros: [
    'Here are {n} questions to test your guess.',
    'Now {n} questions that will tell you how good that guess is.',
    'Run your guess through these {n} questions.',
  ],
  questions: [
    'What would you expect to see if your guess were true?',
    'Does it work the same way everywhere, or does it change from place to place?',
    'What would you need to see up close to be sure?',
    'Which part of your guess could you actually test?',
    'What is the simplest answer you can think of, and where does it fall short?',
    'Would your answer still hold a hundred years ago?',
    'Is there a case your guess cannot explain?',
    'Who would know the answer for sure, and how would they know it?',
    'Is it one cause, or several working together?',
  ],
  closers: [
    'Careful: naming it is not the same as explaining it.',
    'A good answer says what happens, step by step, not just what it is called.',
    'The best answers are short enough to tell a friend in one breath.',
    'A guess that explains the odd cases too is usually closer than one that does not.',
    'If two answers both sound right, the one with fewer extra parts usually wins.',
    'Start with the cause; the details can wait.',
    'Simple answers are easier to check.',
  ],
  strong: [
    'If your guess answers every one of them, it is a strong guess.',
    'Still happy with your guess after all of that? Then it is a good one.',
    'A guess that survives all of these is worth sharing.',
  ],
  ctas: [
    'Put your answer in the comments in one sentence, and see who agrees.',
    'Send this to the friend who thinks they know everything.',
    'Drop your best one-line answer in the comments.',
    'Follow for more questions like this one.',
    'Tell me your guess in the comments before you read anyone else’s.',
    'Save this and quiz a friend with it tonight.',
  ],
};

/** Spoken numbers of the questions, one style per script; the last of three or more is "Finally". */
export const QUIZ_ORDINALS = [
  ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven'],
  ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh'],
  [
    'Question one',
    'Question two',
    'Question three',
    'Question four',
    'Question five',
    'Question six',
    'Question seven',
  ],
];

/** A point that opens with its number ("Two:", "Question three:", "Finally:"): its label, else ''. */
export const quizLabel = (text: string) =>
  /^((?:Question )?(?:One|Two|Three|Four|Five|Six|Seven|one|two|three|four|five|six|seven)|First|Second|Third|Fourth|Fifth|Sixth|Seventh|Finally):/.exec(
    text,
  )?.[1] ?? '';

/**
 * Words that read as homework for a viewer (the brief's "write down", "look it up", "say X out loud";
 * session 13: "what is X, in one sentence?", "grab a pen"), in any script.
 */
export const HOMEWORK =
  /\b(write (it )?down|(?<!\bi would )writ(e|ing) (down )?(your|a|the)|look (it|anything|them|this) up|out loud|textbook|museum page|take notes|grab a pen|in one sentence\?)/i;

// The educational script for a how-to (session 13): "How to repot a snake plant", "Stop doom
// scrolling". The writer knows no steps (021), so it gives none: the questions any method answers,
// lines true of any first try, and a call for the viewer's own method. `{Q}` is the task ("repot a
// snake plant"); the creator is told the steps are theirs to add (`builtinNotice`).
export const HOWTO: QuizBook & { one: string } = {
  hooks: [
    'How to {Q}: start with the right questions.',
    'Want to {Q}? Answer these first.',
    'Before you {Q}, ask yourself a few things.',
    'Thinking about how to {Q}? Start here.',
  ],
  guesses: [
    'Everyone does this a little differently, and that is fine.',
    'There is more than one right way to do it.',
    'Start with what you already have.',
  ],
  intros: [
    'Here are {n} questions to answer before you start.',
    'Answer these {n} questions first.',
    'Before any step, {n} questions.',
  ],
  questions: [
    'What is the one step people skip?',
    'How will you know it worked?',
    'What does it look like when it goes wrong?',
    'How long should the first try take?',
    'Who do you know who already does this well?',
    'What would you do differently the second time?',
  ],
  closers: [
    'The first try is practice, not a test.',
    'Slow and careful beats fast and sloppy.',
    'Small mistakes on a first try are normal.',
    'Keep it simple the first time.',
    'Going slow the first time saves time later.',
    'Nobody gets it perfect the first time.',
    'Ask someone who has done it before; most people like to help.',
    'Pick a day this week and give it one honest try.',
    'Some of your answers will change after the first try, and that is the point.',
  ],
  strong: [
    'Once you can answer every one, you are ready to begin.',
    'If you can answer all of those, you are ready to start.',
  ],
  ctas: [
    'How do you do it? Share your method in the comments.',
    'Got a tip for anyone trying this? Drop it in the comments.',
    'Save this for the day you try it.',
    'Follow for more like this.',
    'Tell me in the comments which answer surprised you.',
  ],
  one: 'The first question: {q}',
};

// The educational script for a how-to, since session 16: a way to begin that fits any practical task,
// in order, then lines true of any first try. Session 13's how-to only asked questions ("what do you
// need before you sleep on a plane?", "what does it look like when it goes wrong?") and never gave a
// step. These steps say no fact about the task (021): none names a tool, a time or a result the writer
// cannot know, and none is homework. `{Q}` is the task ("sleep on a plane"). The creator is still told
// the task's own steps are theirs to add (`builtinNotice`).
export const METHOD = {
  hooks: [
    'How to {Q}: a simple way to start.',
    'Want to {Q}? Here is a way in, one step at a time.',
    'Here is how to get started if you want to {Q}.',
  ],
  /** A list of ways or tips to do something: the viewer finds their own. `{L}` is the list. */
  listHooks: ['Looking for {L}? Here is how to find the ones that work for you.'],
  steps: [
    'First, decide what a good result looks like for you before you {Q}.',
    'Get everything you need ready before you begin, so nothing stops you halfway.',
    'Then give it one try when nothing depends on it, and go slowly.',
    'Notice the exact moment it gets hard: that is the part to practise.',
    'On the next try, change one thing, so you know what helped.',
    'Ask someone who does it often what their first move is.',
    'Keep what worked, drop the rest, and make that your routine.',
  ],
  closers: [
    'The first try is practice, not a test.',
    'Small mistakes on a first try are normal.',
    'Slow and careful beats fast and sloppy.',
    'Keep it simple the first time.',
    'Going slow the first time saves time later.',
    'Nobody gets it perfect the first time.',
    'Most people like to help, so do not be shy about asking.',
    'Pick a day this week and give it one honest try.',
  ],
  ctas: [
    'How do you do it? Share your method in the comments.',
    'Got a tip for anyone trying this? Drop it in the comments.',
    'Save this for the day you try it.',
  ],
};
