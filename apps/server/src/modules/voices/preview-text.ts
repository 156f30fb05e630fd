import type { VoiceCategory } from '@reelsmith/contracts/voices';
import type { CatalogueVoice } from '../../providers/tts/catalogue.ts';

// What each voice says in its preview: a short line in its own style, so a listener hears how it
// handles a greeting, a pause and a pitch. Fixed per voice, so the shared file is the same for everyone.
const LINES: Record<string, string> = {
  rachel: "Hi, I'm Rachel. Let's take this one step at a time, and tell your story clearly.",
  sarah: "Hi, I'm Sarah! Grab a coffee, and I'll walk you through it, nice and easy.",
  charlotte: "Hello, I'm Charlotte. Allow me to explain, precisely and in plain words.",
  alice: "Good evening, I'm Alice. Here are today's top stories, and why they matter to you.",
  matilda: "Hello there, I'm Matilda. Settle in, because every good story starts gently.",
  josh: "Hey, I'm Josh! Stop scrolling, because you need to hear this right now!",
  antoni: "Hi, I'm Antoni. Smooth, steady narration for whatever you want to say.",
  adam: "I'm Adam. When this voice speaks, people listen. Let's get to work.",
  sam: "I'm Sam. No sugar coating, no filler. Here's the bold truth.",
  drew: "Hi, I'm Drew. Today we'll learn three simple facts that change how you see the world.",
  clyde: "Howdy, I'm Clyde. Pull up a chair, friend, I've got a tale worth telling.",
  dave: "Alright, I'm Dave. So, funny thing happened the other day, let me tell you about it.",
  fin: "Ahoy, I'm Fin! Hoist the sails, lads, there's adventure on the horizon!",
  giovanni: "Ciao, I'm Giovanni! Life is beautiful, and so is a story told with passion.",
  arnold: "I'm Arnold. One more rep. No excuses. Let's go!",
  thomas: "Hello, I'm Thomas. Breathe in slowly, and let the facts settle, one by one.",
  charlie: "G'day, I'm Charlie. No worries, mate, we'll keep it nice and relaxed.",
  george: "Good evening, I'm George. Long ago, in a quiet village, our story begins.",
  callum: "I'm Callum. The night was dark, and something was waiting in the shadows.",
  liam: "Hey, I'm Liam. Let's break this down, point by point, so it all makes sense.",
  mimi: "Hee hee, I'm Mimi! Wanna see a magic trick? Ta-da, you're a star!",
};

const BY_CATEGORY: Record<VoiceCategory, (name: string) => string> = {
  Professional: (name) => `Hello, I'm ${name}. Here is your story, told with clarity and confidence.`,
  Energetic: (name) => `Hey, I'm ${name}! Get ready, because this is going to be amazing!`,
  Educational: (name) => `Hi, I'm ${name}. Let's learn something new together, step by step.`,
  Casual: (name) => `Hey there, I'm ${name}. Let's just chat, nice and easy.`,
  Unique: (name) => `Hi, I'm ${name}! Expect the unexpected, and have some fun!`,
};

/** The line a voice's preview speaks; voices without their own line get one for their category. */
export function previewTextFor(voice: Pick<CatalogueVoice, 'id' | 'name' | 'category'>): string {
  return LINES[voice.id] ?? BY_CATEGORY[voice.category](voice.name);
}
