// The offline writer's face: write a script, write a caption, suggest ideas, audit a script; and the
// speech-length estimate the length fitting uses. Everything else in this package is internal.
export { alternativeHooks, writeScript } from './script.ts';
export { writeCaption, fitCaption, captionPostText, PLATFORM_LIMITS } from './caption.ts';
export { suggestIdeas } from './ideas.ts';
export { auditScript, auditLine, realHashtag, type AuditCheck, type AuditFinding } from './audit.ts';
export { confidentNouns, ideaNouns } from './idea.ts';
export { DEFAULT_PACE, speechSeconds, type SpeechPace } from './pace.ts';
export type * from './types.ts';
export { CORPUS_IDEAS } from './corpus.ts';
