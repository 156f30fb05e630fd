// The survey's data (decision 035): the sets of ideas it writes scripts for, and the wrong picks found
// by reading earlier surveys. illustration-matches.ts runs them.

export const TUNED = [
  'Why octopuses have three hearts',
  'Street food in Bangkok',
  'Why cats knock things off tables',
  'My first marathon',
  'How to study for exams',
  'Our trip to Japan',
  'Why cats purr',
  '5 habits of rich people',
  'Is coffee bad for you?',
  'How bees make honey',
  'How to save money on groceries',
  'The history of pizza',
  'Why is the sky blue',
  'Learning guitar at 40',
  'How volcanoes erupt',
  'Why dogs tilt their heads',
  'A week in Paris',
  'How to start running',
  'Why we dream',
  'The life of sharks',
  'How to grow tomatoes',
  'Why the ocean is salty',
  'Black holes explained',
  'How to make sourdough bread',
  'Morning routine for productivity',
  'Why penguins live in Antarctica',
  'Learning to code at 30',
  'The best cheap meals for students',
  'How airplanes fly',
  'Moving to a new city alone',
];

export const HELD = [
  'Why elephants never forget',
  'A weekend in Rome',
  'How to brew the perfect tea',
  'Why owls hunt at night',
  'Tips for your first job interview',
  'How rainbows form',
  'Camping in the mountains',
  'Why frogs croak',
  'Our road trip across Mexico',
  'How to care for a puppy',
];

/** Verb-led ideas written before changing the matcher and never tuned on (decision 035). */
export const NEW = [
  'Learning to swim as an adult',
  'Baking sourdough for the first time',
  'Running my first 10k',
  'Gardening on a tiny balcony',
  'Hiking alone for the first time',
  'Learning to skateboard at 35',
  'Painting with watercolors',
  'Fishing with my grandpa',
  'Knitting my first scarf',
  'Cycling to work every day',
];

/** Six ideas across vibes and styles, rendered and read frame by frame, never tuned on. */
export const FRESH = [
  'Why do cats knock things off tables',
  'Rating airport food',
  'How volcanoes form',
  'My first week as a barista',
  'Beginner guitar mistakes',
  'Getting back into running after an injury',
];

/**
 * Everyday creator ideas built on an activity, written before changing the matcher (issue 13,
 * the 5 am render that showed only the vibe's fire and rockets).
 */
export const ACTIVITY_IDEAS = [
  'Waking up at 5am for a month',
  'My morning routine',
  'Meal prep for the week',
  'Going to the gym every day',
  'Studying for finals',
  'My daily commute',
  'Journaling every night',
  'Taking cold showers for 30 days',
  'Running every morning',
  'Baking bread at home',
  'Making coffee at home',
  'A day in the life of a barista',
  'Cleaning my apartment',
  'Budgeting on a low income',
  'Reading a book a week',
  'Learning guitar in 30 days',
  'Walking 10,000 steps a day',
  'Drinking more water',
  'Cooking dinner every night',
  'Doing yoga every morning',
  'Lifting weights as a beginner',
  'Writing every day',
  'Drawing every day for a year',
  'Learning a new language',
  'Saving money every month',
  'Decluttering my closet',
  'Doing laundry the right way',
  'Grocery shopping on a budget',
  'Working from home',
  'Taking photos with my phone',
  'Playing chess every day',
  'Meditating for ten minutes',
  'Stretching before bed',
  'Biking to work',
  'Walking my dog',
  'Planning my week on Sunday',
  'Going to bed early',
  'Quitting sugar for a month',
  'Learning to play piano',
  'Writing letters on paper',
  'Brewing the perfect cup of tea',
  'Fasting for 24 hours',
];

/**
 * Everyday creator topics written before changing the matcher, never tuned on (decision 035,
 * the renders whose second half fell to the vibe's fire, rocket and biceps).
 */
export const S11 = [
  'Things nobody tells you about owning a cat',
  'How I paid off my credit card',
  'Trying a new recipe every week',
  'My skincare routine at night',
  'Packing lunch for my kids',
  'Hosting my first dinner party',
  'Training for a half marathon',
  'Moving into my first apartment',
  'Learning to drive at 30',
  'Building a PC for the first time',
  'Growing herbs on a windowsill',
  'Taking the train across Europe',
  'Fixing a flat bike tyre',
  'Baking cookies with my kids',
  'Starting a podcast with no budget',
  'Surviving my first night shift',
  'How to pack a carry-on bag',
  'Painting my bedroom walls',
  'Teaching my dog a new trick',
  'Cutting my own hair',
  'Why I stopped buying fast fashion',
  'Editing videos on my phone',
];

// A held-out check (`s12`), written before the changes it checks were run on it: ideas a
// creator would type that no other set contains, across kinds (animals, jobs, places, food, hobbies,
// school, money, relationships, science questions, POV/When memes, X vs Y, Day N of).
export const S12 = [
  'Why giraffes have long necks',
  'How to train a parrot to talk',
  'A day in the life of a nurse',
  'What firefighters do between calls',
  'Three days in Iceland',
  'Hidden beaches of Portugal',
  'How to make fluffy pancakes',
  'Why chili peppers are spicy',
  'Getting into birdwatching',
  'My first month of pottery classes',
  'How to write a better essay',
  'Surviving my first week of college',
  'How compound interest works',
  'Paying off my student loans',
  'How to make friends as an adult',
  'Long distance relationship tips',
  'Why do we get goosebumps',
  'How do magnets work',
  'POV: you forgot your homework',
  'When your phone dies at 1%',
  'Cats vs cucumbers',
  'My cat vs the vacuum cleaner',
  'Day 1 of learning to juggle',
  'Day 30 of no phone before bed',
];

// A held-out check (`s13`), written and committed before the changes it checks ran on it: six
// ideas for each vibe's kind of video (educational, meme, motivational, comedy), across foods, animals,
// places, objects, activities, feelings and people's jobs, none in an earlier set.
export const S13 = [
  // educational
  'Why flamingos are pink',
  'How popcorn pops',
  'Why mirrors flip left and right',
  'How hedgehogs survive winter',
  'The history of the toothbrush',
  'Why we feel homesick',
  // meme
  'POV: you are a waiter on Valentine’s Day',
  'When the plumber says it’s a quick fix',
  'Cereal vs oatmeal',
  'My umbrella vs the wind',
  'Things every teacher knows',
  'When you find a spider in the shower',
  // motivational
  'Learning to play the violin at 50',
  'Trying rock climbing for the first time',
  'How I beat my fear of public speaking',
  'A day in the life of a pilot',
  'Dealing with loneliness after a move',
  'My first year as a baker',
  // comedy
  'A weekend in Amsterdam',
  'Road trip through Scotland',
  'Visiting the Grand Canyon',
  'Making avocado toast the hard way',
  'Why koalas sleep all day',
  'Day 5 of learning origami',
];

// A held-out check (`s14`), written and committed before the changes it checks ran on it: six
// ideas for each vibe's kind of video, across what creators type (holidays and occasions, jobs, crafts
// and hobbies, sports, places in a house and city, money, school subjects, tech, food), none in an
// earlier set.
export const S14 = [
  // educational
  'Why we carve pumpkins on Halloween',
  'How noise cancelling headphones work',
  'The history of Thanksgiving',
  'Getting started with film photography',
  'Why is algebra so hard?',
  'How credit scores work',
  // meme
  'When the waiter brings the wrong order',
  'Me at every wedding',
  'When your laptop updates during a meeting',
  'Christmas shopping on December 24th',
  'POV: you are the new intern',
  'Group projects in chemistry class',
  // motivational
  'Graduating college at 40',
  'Training for my first triathlon',
  'From dishwasher to head chef',
  'Learning to crochet a blanket',
  'Saving for my first car',
  'Learning to surf at 40',
  // comedy
  'My dog at a birthday party',
  'Babysitting my nephew for a day',
  'My first time at a karaoke bar',
  'Trying to assemble IKEA furniture',
  'Eating sushi with chopsticks for the first time',
  'Cleaning out the garage',
];

// A held-out check (`s14b`), written and committed before the changes it checks ran on it:
// six ideas for each vibe's kind of video, of kinds s14 did not cover (home cooking and food projects,
// pet care, DIY and the home, personal finance, fitness, travel, study), none in an earlier set.
export const S14B = [
  // educational
  'How to keep a sourdough starter alive',
  'How kombucha is made',
  'Setting up your first aquarium',
  'How to build an emergency fund',
  'Why jet lag is worse flying east',
  'How flashcards help you remember',
  // meme
  'When the air fryer recipe says 10 minutes',
  'My hamster at 3am',
  'POV: you are repotting your houseplants',
  'When the exam starts and your mind goes blank',
  'Me packing a carry-on for a two week trip',
  'When the IKEA instructions have one extra screw',
  // motivational
  'Doing my first pull-up at 35',
  'Couch to 5k in nine weeks',
  'Starting a side hustle after work',
  'Adopting a rescue dog changed my life',
  'Meal prepping to save money',
  'Cancelling every subscription to save money',
  // comedy
  'Making homemade pasta from scratch',
  'Painting the living room by myself',
  "Trimming my dog's nails",
  'Surviving exam week on coffee',
  'Jet lag after flying to Tokyo',
  'Hanging a shelf with no drill',
];

/**
 * Wrong picks found by reading the surveys (word of the line → picture), counted by pattern so every
 * run prints them: template glue drawn as a pun, a word taken in the wrong sense (decision 035).
 */
export const WRONG: [RegExp, RegExp][] = [
  [/^decisions?$/, /pick/],
  [/^takes?$/, /takeout/],
  [/^plots?$/, /video-game|cricket/],
  [/^security$/, /lock|shield/],
  [/^balcon(y|ies)$/, /construction/],
  [/^pieces?$/, /one-piece|puzzle-piece/],
  [/^papers?$/, /lantern/],
  [/^hours?$/, /convenience-store/],
  [/^points?$/, /hundred-points/],
  [/^friends?$/, /^dog$/],
  [/^double$/, /curly-loop/],
  [/^scores?$/, /musical-score/],
  [/^judges?$/, /judge/],
  [/^reminders?$/, /ribbon/],
  [/^levels?$/, /level-slider/],
  [/^main$/, /potable/],
  [/^goals?$/, /goal-net/],
  [/^control$/, /passport-control/],
  [/^flags?$/, /black-flag|white-flag/],
  [/^rabbit hole$|^hole$/, /rabbit/],
  [/^twists?$/, /knot/],
  [/^shows?$/, /television/],
  [/^closets?$/, /water-closet/],
  [/^photos?$/, /tent|fog|desert|sunset|night/],
  [/^letters?$/, /^input/],
  [/^water$/, /water-closet|pistol|buffalo|polo|non-potable/],
  [/^cups?$/, /sake|plunger/],
  [/^home$/, /screaming/],
  [/^plan(s|ned|ning)?$/, /calendar|notepad|clipboard/],
  [/^walk(s|ed|ing)?$/, /person-walking|footprints/],
  [/^read(ing)?$/, /book/],
  // From reading the s12 set: a side word through a compound name's other sense, a figure of speech, a reached
  // word's compound (Antarctica's south pole).
  [/^notes?$/, /musical/],
  [/^boards?$/, /clapper/],
  [/^manual$/, /wheelchair/],
  [/^headlines?$/, /newspaper/],
  [/^tracks?$/, /railway/],
  [/^(antarctica|poles?)$/, /barber|fishing/],
  // From reading the s11 set (from here on: SESSION11_FROM).
  [/^bags?$/, /money-bag/],
  [/^cards?$/, /card-index|card-file|flower-playing|identification/],
  [/^videos?$/, /video-game|joystick|radio|alien/],
  [/^building$/, /building/],
  [/^flat$/, /shoe/],
  [/^groups?$/, /houses/],
  [/^patterns?$/, /anchor/],
  [/^tomato(es)?$/, /canned/],
  // From reading the s12 set again: "long necks", "making friends as an adult".
  [/^long$/, /drum|goblin|lying/],
  [/^friends?$/, /^dog(-face)?$/],
];

/** The sets by the name `--set` takes. */
export const IDEA_SETS: Record<string, string[]> = {
  tuned: TUNED,
  held: HELD,
  new: NEW,
  fresh: FRESH,
  activities: ACTIVITY_IDEAS,
  s11: S11,
  s12: S12,
  s13: S13,
  s14: S14,
  s14b: S14B,
};
