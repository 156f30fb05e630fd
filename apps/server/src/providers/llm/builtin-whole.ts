import type { Vibe } from '@reelsmith/contracts/video';

// Lines for an idea the writer is not sure it parsed (decision 031, session 9). None of them puts a
// fragment of the idea in a grammatical slot: `{I}` is the idea as typed, in quotes, said whole, and
// every other line reads right whatever the idea is ("this", "it"). The worst case is generic, never
// nonsense. Educational lines walk through the idea as a question without stating a fact about it:
// what people assume, what to look at, how to check it, a takeaway (021).

export interface WholeBook {
  hooks: string[];
  /** Points that say the idea whole (one of them is used at most). */
  ideaPoints: string[];
  /** Points that fit any idea, in the order a script says them when `ordered`. */
  points: string[];
  ordered?: boolean;
  ctas: string[];
}

export const WHOLE: Record<Vibe, WholeBook> = {
  meme: {
    hooks: [
      'Okay, "{I}". We need to talk about this.',
      'Me, seeing "{I}" on my feed at 2 a.m.: say less.',
      'Today\'s topic: "{I}". Buckle up.',
    ],
    ideaPoints: [
      'If "{I}" is your whole personality, this one is for you.',
      'Every time "{I}" comes up, I lose the whole afternoon.',
    ],
    points: [
      'Be honest, you have thought about this more than once.',
      'Everyone has an opinion on this, and most of them are loud.',
      'My group chat has been arguing about this for three days straight.',
      'You know you are too deep when this starts showing up in your dreams.',
      'Nobody: absolutely nobody. Me: still thinking about it.',
      'This is the plot twist nobody asked for.',
      'Me acting surprised by this for the tenth time this week.',
      'I did not choose this topic. This topic chose me.',
      'Everyone acts normal about this until it is their turn.',
      'Tell me you have been there without telling me.',
      'Red flag: pretending this is boring. Green flag: this video.',
      'The comment section is about to have a lot of opinions.',
      'Main character energy, and honestly, valid.',
      'We love this in this house.',
      'Nobody talks about this enough, so I will.',
      'This lives rent-free in my head now.',
      'Somebody had to say it, so here I am.',
      'Every group chat has one person who needs to see this.',
      'If you know, you know, and you definitely know.',
      'Not me pretending this is not my entire personality.',
      'The algorithm knows me too well at this point.',
      'I said I would stop thinking about this. I did not.',
      'My screen time report is going to be embarrassing this week.',
      'Honestly, this deserves its own documentary.',
      'Five stars, no notes.',
      'This is peak content, and I will not be taking questions.',
    ],
    ctas: [
      'Like if you felt personally attacked.',
      "Follow for more, it's free.",
      'Tag someone who would survive this, or not.',
      'Part two if this gets weird enough.',
    ],
  },
  educational: {
    hooks: [
      'On the board today: "{I}". Let\'s look closer.',
      'Let\'s take "{I}" apart, one step at a time.',
      'Here is how to think through "{I}" without getting lost.',
    ],
    ideaPoints: ['So the next time someone brings up "{I}", you will know what to ask.'],
    ordered: true,
    points: [
      'First, say what you already think you know about it.',
      'Most people stop at the first answer they hear, and that is where the mistakes start.',
      'Then ask what you would expect to see if that were true.',
      'Ask what would have to be different for the opposite to be true.',
      'Separate what you saw yourself from what you were told.',
      'Look for one example that fits, and one that does not.',
      'Check it yourself: a good source, a simple test, or someone who deals with it every day.',
      'Ask who knows this best, and how they would know.',
      'Try the simplest version first, then add the details.',
      'If two explanations disagree, ask what each one leaves out.',
      'Notice which part surprised you; that is usually where the real lesson is.',
      'Then explain it to a friend in your own words, and the gaps show up fast.',
      'Name the one word you would need to explain it to a ten-year-old, and learn that word well.',
      'Whatever is still unclear is your next question.',
      'Ask who would notice first if it changed, and why.',
      'Look at it from the other side: who would disagree, and what would they point to?',
      'The takeaway: a sharper question beats a faster answer.',
    ],
    ctas: [
      'Follow for more short lessons like this.',
      'Which part surprised you most? Tell me in the comments.',
      'Save this and test a friend on it later.',
      'Follow to learn one new thing every day.',
    ],
  },
  motivational: {
    hooks: [
      'This one is for you if "{I}" has been on your mind.',
      'Let me tell you what "{I}" taught me.',
      'Here is what "{I}" taught me about showing up.',
    ],
    // Not the idea pasted mid-sentence ('Every story, "Going to the gym with my dad" included, has a
    // lesson about showing up', session 16): the hook has said it already.
    ideaPoints: ['Every story has a lesson about showing up, and this one taught me mine.'],
    points: [
      'Every big change starts with one small, boring step.',
      'You do not need to feel ready. You need to start.',
      'The first week is the hardest, and then it gets lighter.',
      'Progress is quiet before it is loud.',
      'Ten minutes today beats ten hours of planning.',
      'Nobody cares about your excuses, and that is freedom.',
      "Stop comparing your first chapter to someone else's twentieth.",
      'Doubt always shows up first. Show up anyway.',
      'Small wins stack up faster than you think.',
      'Consistency is a superpower hiding in plain sight.',
      'Hard days are part of the process, not a detour.',
      'Your future self is already thanking you.',
      'Pick one fixed time each day, and protect it.',
      'Pick one small thing you can do this week.',
      'Done is better than perfect, especially at the start.',
      'The version of you that starts today is already ahead.',
      'Tell one friend your plan, and let them check on you.',
      'Slow progress is still progress.',
      'You are allowed to start messy.',
      'One honest try beats a hundred perfect plans.',
      'Nobody remembers the slow start; they remember that you kept going.',
      'Make it easy to start and hard to skip.',
      'Show up for the small version today.',
      'The hard part is not forever.',
    ],
    ctas: [
      'Follow if you are done waiting.',
      'Save this for the day you feel like quitting.',
      'Share this with someone who needs a push today.',
      'Start today, then follow for tomorrow.',
    ],
  },
  comedy: {
    hooks: [
      'Nobody warned me about "{I}", so now I am warning you.',
      'Things I did not expect to cry about today: "{I}".',
      'Let me tell you about "{I}", and why I need a nap.',
    ],
    ideaPoints: ['In conclusion: "{I}", why?', 'If "{I}" happened to you too, I am so sorry.'],
    points: [
      'I thought I had it under control. I did not.',
      'I explained this to my grandma and now she is worried about me.',
      'My therapist asked how my week was, and I just pointed at this.',
      'I would file a complaint, but I do not know who to send it to.',
      'People say it builds character. I now have too much character.',
      'I set a goal. The goal filed a restraining order.',
      'So I did what any reasonable adult would do: I panicked.',
      'Ten minutes in, I was losing and sweating.',
      'My mom still thinks this is a phase.',
      'Nothing humbles you faster on a Monday.',
      'I have trust issues now, and this is the reason.',
      'Anyway, I am fine, mostly.',
      'I laughed, then I cried, then I laughed again.',
      'My group chat has not let me live this down.',
      'At this point I am just here for the plot.',
      'Future me is going to have some notes.',
      'Honestly, I should have seen this coming.',
      'I handled it with the grace of a shopping cart with one bad wheel.',
      'I would like to speak to the manager of this situation.',
      'My confidence walked out and did not leave a note.',
      'I told myself it would take five minutes. It did not.',
      'Somewhere, a documentary narrator is describing my choices.',
      'In my defence, nobody gave me a manual.',
    ],
    ctas: [
      'Like if this happened to you too, so I feel less alone.',
      'Follow for more of my poor decisions.',
      'Stay tuned for part two, if I survive.',
      'Rate my suffering in the comments.',
    ],
  },
};

/**
 * A situation typed as "When ...": "When your alarm goes off on a Monday" (session 11). Its lines say
 * the moment as typed, unquoted: `{i}` is the idea with a lowercase "when", `{w}` the clause after it.
 * They replace the whole-idea hooks and idea points; the points that fit any idea stay.
 */
export const SITUATION: Record<Vibe, Pick<WholeBook, 'hooks' | 'ideaPoints'>> = {
  meme: {
    hooks: ['That moment {i}.', '{I}: a short film.', 'Tell me you know the feeling {i} without telling me.'],
    ideaPoints: ['Every single time {w}, I age five years.', 'The face I make {i} says everything.'],
  },
  comedy: {
    hooks: ['Nobody prepares you for the moment {i}.', 'Me, trying to act normal {i}.'],
    ideaPoints: [
      'And every time {w}, I pretend it is fine.',
      'Honestly, the moment {w} should come with a warning.',
    ],
  },
  motivational: {
    hooks: ['For everyone who knows the feeling {i}: this one is for you.', 'Next time {w}, remember this.'],
    ideaPoints: ['The moment {w} is not the end of the story.'],
  },
  educational: {
    hooks: [
      "What actually happens {i}? Let's think it through.",
      'Here is a calmer way to think about the moment {w}.',
    ],
    ideaPoints: ['So the next time {w}, you will know what to ask.'],
  },
};

/**
 * A question about the world ("Why do leaves change color", "How volcanoes form") is nothing the creator
 * lived: its motivational hooks and idea point praise the asking, not "what it taught me" (session 11,
 * second round). They replace the whole-idea hooks and idea points; the points that fit any idea stay.
 */
export const FACT_QUESTION: Partial<Record<Vibe, Pick<WholeBook, 'hooks' | 'ideaPoints'>>> = {
  motivational: {
    hooks: [
      'This one is for you if "{I}" has been on your mind.',
      'Ever asked yourself "{I}"? Good. That curiosity will take you far.',
      'If you have ever wondered "{I}", keep wondering.',
    ],
    ideaPoints: [
      'Asking "{I}" is where every good answer starts.',
      'A question like "{I}" is worth five minutes of your curiosity.',
    ],
  },
};

/**
 * A scene typed as "POV: ...": "POV: you said you'd be there in 5 minutes" (session 13, round two). Its
 * lines say the scene as the platform does, "POV: {w}.", never the idea quoted with its "POV:" inside a
 * sentence ("Nobody warned me about "POV: you said ..."). `{w}` is the scene after "POV:". They replace
 * the whole-idea hooks and idea points; the points that fit any idea stay.
 */
export const POV: Record<Vibe, Pick<WholeBook, 'hooks' | 'ideaPoints'>> = {
  meme: {
    hooks: ['POV: {w}. Say less, I already know.', 'POV: {w}. We have all been there.'],
    ideaPoints: ['The face you are making right now says everything.', 'Yes, this one is about you.'],
  },
  comedy: {
    hooks: ['POV: {w}. Yes, this is about you.', 'POV: {w}. We need to talk.'],
    ideaPoints: ['We all know how this one ends.', 'If this is you, I am so sorry.'],
  },
  motivational: {
    hooks: ['POV: {w}. This one is for you.', 'POV: {w}. Keep watching.'],
    ideaPoints: ['Whatever happens next, you can handle it.'],
  },
  educational: {
    hooks: ['POV: {w}. What actually happens next?', "POV: {w}. Let's think it through."],
    ideaPoints: ['So the next time this happens, you will know what to ask.'],
  },
};

/**
 * Urged ideas the whole-idea motivational lines misread (session 13, round two): an imperative ("Stop
 * comparing yourself to others") is no story that "taught me" anything, so it is said as the advice it
 * is; hindsight ("What I wish I knew at 20", `{w}` = "at 20") is no doing ("wishing I knew at 20").
 */
export const URGED: Record<'imperative' | 'hindsight' | 'advice', Pick<WholeBook, 'hooks' | 'ideaPoints'>> = {
  // A list of advice urged (session 14): its tips are the creator's to give, so no line promises them, and
  // no list is "a story" with "a lesson about showing up".
  advice: {
    hooks: ['This one is for you if "{I}" has been on your mind.'],
    ideaPoints: ['Whatever is on your list, start with the one thing you can do today.'],
  },
  imperative: {
    hooks: ['{I}. Yes, you.', '{I}. This one is for you.'],
    ideaPoints: ['{I}, starting today.'],
  },
  hindsight: {
    hooks: ['Here is what I wish I knew {w}.', 'If I could talk to myself {w}, I would say this.'],
    ideaPoints: ['Nobody tells you this {w}, so I am telling you now.'],
  },
};

/**
 * "Me vs my alarm" taught or urged (session 15): a fight with a rival, not a choice between two things.
 * The versus lines compared "me" with the rival ("Know what you want before you compare me and my
 * alarm", "Be clear about what you get from me"). `{X}` is the rival, said to the viewer ("your
 * alarm", "the snooze button"). No line puts a verb after `{X}` (it may be plural: "your excuses"),
 * and none says a fact about the rival: educational lines are a way to watch one's own rounds.
 */
export const RIVAL: Record<'educational' | 'motivational', WholeBook> = {
  educational: {
    hooks: [
      'You versus {X}: a fight you can actually study.',
      'Why do you keep losing to {X}? Let us look at the fight with {X}.',
      'Every fight with {X} has a pattern. Here is how to find it.',
    ],
    ideaPoints: ['Once you can see the pattern, the next round with {X} gets easier to win.'],
    points: [
      'Think back over your last week with {X}: when did you win, and when did you lose?',
      'Note what happened just before you lost to {X}: the time, the place, your mood.',
      'Look for the pattern in your rounds with {X}: the same hour, the same place, the same excuse.',
      'The rounds you win against {X} teach as much as the ones you lose, so ask what was different.',
      'Change one thing at a time, so you know what made the difference.',
      'A rematch with one change beats a new plan with ten.',
      'Ask someone who seems to win against {X} what their first move is.',
    ],
    ordered: true,
    ctas: [
      'Who usually wins, you or {X}? Tell me in the comments.',
      'Save this for your next rematch.',
      'Follow for round two.',
    ],
  },
  motivational: {
    hooks: [
      'You versus {X}: this one is for anyone in the same fight.',
      'Losing to {X} lately? This one is for you.',
      'The fight with {X} is won one round at a time.',
    ],
    ideaPoints: ['The version of you that beats {X} is already on the way.'],
    points: [
      'You do not have to beat {X} every day, just a little more often than you lose.',
      'Every round you win against {X} makes the next one easier.',
      'Losing one round to {X} is not losing the fight.',
      'Pick one small win against {X} today, and take it.',
      'Nobody sees your fight with {X}, so be proud of every round yourself.',
      'Tomorrow is a rematch, and you get to choose your first move tonight.',
      'Winning against {X} starts before the fight, with one thing you set up in advance.',
    ],
    ctas: [
      'In the same fight with {X}? Say so in the comments.',
      'Save this for the next round with {X}.',
      'Follow, and let us win the next round together.',
    ],
  },
};

/**
 * "What your coffee order says about you" (session 16): the idea asks what a thing of yours says about
 * you. Before, "says about you" was never said ("Quick lesson: how to actually think about coffee
 * order", "Phone wallpaper walked in like it paid rent"). The lines say it, and state no reading of any
 * thing as fact: taught, a way to test what it says; urged, the viewer decides what it says; joked, the
 * creator's own is the joke. `{X}` is the thing said to the viewer ("your coffee order"), `{M}` the
 * creator's ("my coffee order"); `{does}`, `{says}`, `{is}` agree with it ("your shoes say").
 */
export const SAYS: Record<Vibe, WholeBook> = {
  educational: {
    hooks: [
      'Here is how to test what {X} really {says} about you.',
      'What {does} {X} really say about you? Let us find out.',
    ],
    ideaPoints: ['So the next time someone reads you by {X}, you will know what to ask.'],
    ordered: true,
    points: [
      'First, pick three words you would hope people see in {X}.',
      'Then ask two friends what they would guess about you from {X}, before you tell them your words.',
      'Where your friends agree with your words, that is what people read from {X}.',
      'Then ask yourself whether {X} would tell a stranger the same thing.',
      'Any reading based on {X} alone is a guess, not a test.',
    ],
    ctas: [
      'Did your friends read {X} the way you do? Tell me in the comments.',
      'Follow for more short lessons like this.',
    ],
  },
  motivational: {
    hooks: [
      'You get to decide what {X} {says} about you.',
      'Whatever {X} {says} about you today, you write what comes next.',
    ],
    ideaPoints: ['People may read you by {X}, but they do not get the final word.'],
    points: [
      'You are more than {X}, and you get to prove it daily.',
      'What you do every day tells your story better than {X}.',
      'You do not need anyone to tell you who you are from {X}.',
      'Pick one small choice this week that shows who you want to be.',
      'If {X} no longer fits who you are becoming, you are allowed to change.',
    ],
    ctas: [
      'Tell me in the comments what you want yours to show.',
      'Share this with someone who needs a push today.',
    ],
  },
  comedy: {
    hooks: [
      'What {X} {says} about you, ranked by how called out you feel.',
      'Let me tell you what {X} {says} about you, and you will not like it.',
    ],
    ideaPoints: ['If {X} {is} the same as mine, we need to talk.'],
    points: [
      'I showed my friends {M} and they went very quiet.',
      'I changed {M} three times while filming this.',
      'Everyone thinks theirs is the normal one, and everyone is wrong.',
      'Yes, {M} {is} embarrassing. No, I will not change it.',
      'My therapist asked about {M}, and the session ran long.',
      'My mom saw {M} and asked if I was okay.',
    ],
    ctas: [
      'Tell me yours in the comments, and I will pretend not to judge.',
      'Tag the friend whose answer says too much.',
    ],
  },
  meme: {
    hooks: ['What {X} {says} about you: a thread nobody asked for.', 'POV: someone judges you by {X}.'],
    ideaPoints: ['If {X} {is} the same as mine, we are basically twins.'],
    points: [
      'The group chat saw {M} and went silent.',
      'Not me changing {M} before posting this.',
      'Everyone says theirs is normal. It is not.',
      'Me, pretending {M} {is} not a whole personality.',
      'Red flag: hiding yours. Green flag: this video.',
      'Nobody: absolutely nobody. Me: explaining {M} to strangers.',
    ],
    ctas: [
      'Drop yours in the comments. No judgement. Some judgement.',
      'Tag someone whose answer says too much.',
    ],
  },
};
