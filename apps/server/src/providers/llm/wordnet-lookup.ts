// The WordNet lookup lives in the writer package; the picture matcher imports it from here.
export { isLemma, lookupNoun, type NounEntry } from '@reelsmith/writer/wordnet';
