// Import boundaries, in the style of bulletproof-react's `import/no-restricted-paths`, with ESLint's
// own `no-restricted-imports` (no resolver needed: every import here is relative, so the number of
// `../` says where it lands).
//
// Web (apps/web/src): imports flow one way, shared (components, lib) → features → app.
//   - a feature never imports another feature;
//   - shared code (components/, lib/) never imports a feature or the app layer;
//   - a feature never imports the app layer (the theme lives in lib/, below it).
// Server (apps/server/src/modules): a module uses another module only through its public face
// (`<name>.service.ts`, `.repo.ts`, `.schemas.ts`); shared helpers live outside modules/; only a
// module's repository imports the database (client, tables, drizzle's query builders). Only the entry
// points (app.ts, main-*.ts, cli*.ts) and tests import the composition root (src/root.ts), and no
// service takes the whole services bag (modules/services.ts): it is given what it uses.
import { readdirSync } from 'node:fs';

const WEB = 'apps/web/src';
const MAX_DEPTH = 5;
const up = (n) => `(\\.\\./){${n}}`;
const dirs = (path) =>
  readdirSync(path, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/** The files exactly `depth` folders below `folder` (1 = directly in it). */
const atDepth = (folder, depth) => [`${folder}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`];

const rule = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const blocks = [];

for (const feature of dirs(`${WEB}/features`)) {
  for (let d = 1; d <= MAX_DEPTH; d++) {
    // From features/<feature>/<d-1 folders>/file: `../` × d is features/, × (d + 1) is src/.
    blocks.push({
      files: atDepth(`${WEB}/features/${feature}`, d),
      rules: rule([
        {
          regex: `^${up(d)}(?!${feature}/)[\\w-]+(/|$)`,
          message: `Features do not import other features: move what "${feature}" needs to components/ or lib/, or compose the features in app/.`,
        },
        {
          regex: `^${up(d + 1)}features/(?!${feature}/)`,
          message: `Features do not import other features: move what "${feature}" needs to components/ or lib/, or compose the features in app/.`,
        },
        {
          regex: `^${up(d + 1)}app(/|$)`,
          message:
            'Features do not import the app layer (routes, providers); shared code lives in components/ or lib/.',
        },
      ]),
    });
  }
}

for (const shared of ['components', 'lib']) {
  for (let d = 1; d <= MAX_DEPTH; d++) {
    // From <shared>/<d-1 folders>/file: `../` × d is src/.
    blocks.push({
      files: atDepth(`${WEB}/${shared}`, d),
      rules: rule([
        {
          regex: `^${up(d)}(features|app)(/|$)`,
          message: `Shared code (${shared}/) does not import features or the app layer: imports flow shared → features → app.`,
        },
      ]),
    });
  }
}

const crossModule = {
  regex: '^\\.\\./[\\w-]+/(?![\\w-]+\\.(service|repo|schemas|listeners)\\.ts$)',
  message:
    'A module uses another module only through its service, repo, schemas or listeners contract; shared helpers live outside modules/ (e.g. src/lib/).',
};

// The composition root builds every service; below it, a file is handed what it needs, so
// importing the root from there would close an import circle (`npm run check:cycles`).
const noRoot = {
  regex: '^(\\.\\.?/)+root(\\.ts)?$',
  message:
    'Only entry points (app.ts, main-*.ts, cli*.ts) and tests import the composition root: take what you need as a constructor or function argument.',
};
const noServicesBag = {
  regex: '^\\.\\./services(\\.ts)?$',
  message:
    'A service is given its collaborators through its constructor (see src/root.ts), not the whole services bag.',
};
const SERVER_TESTS = ['apps/server/src/**/*.test.ts', 'apps/server/src/**/*.test-helpers.ts'];

blocks.push({
  files: ['apps/server/src/modules/*/**/*.ts'],
  rules: rule([crossModule]),
});
blocks.push({
  files: ['apps/server/src/modules/*/**/*.ts'],
  ignores: SERVER_TESTS,
  rules: rule([crossModule, noRoot]),
});
blocks.push({
  files: [
    'apps/server/src/context.ts',
    'apps/server/src/{config,db,http,jobs,lib,mcp,media,operator,providers,storage}/**/*.ts',
  ],
  ignores: SERVER_TESTS,
  rules: rule([noRoot]),
});

// A module reaches the database only through its repository (`<name>.repo.ts`): its other files
// (routes, services, jobs) do not import the drizzle client, the tables or drizzle's query builders.
// They may import types (`import type { Video }`) and the schema's value lists, which are named in
// CAPITALS (e.g. SOCIAL_PLATFORMS): neither can run a query. Exceptions, each needed:
//   - tests and their helpers (`*.test.ts`, `*.test-helpers.ts`) put rows in place and read them back.
// (registry.ts sits above the modules' folders and imports no table; the composition root, src/root.ts,
// hands `ctx` to the services, which give `ctx.database.db` to their repos.)
const DB_ONLY_IN_REPOS =
  'A module reaches the database only through its repository: move the query into <module>.repo.ts (types and CAPITALISED value lists may be imported).';
const dbOnlyInRepos = [
  { group: ['drizzle-orm', 'drizzle-orm/*'], allowTypeImports: true, message: DB_ONLY_IN_REPOS },
  { regex: '(^|/)db/client(\\.ts)?$', allowTypeImports: true, message: DB_ONLY_IN_REPOS },
  {
    regex: '(^|/)db/schema(/|$)',
    allowTypeImports: true,
    allowImportNamePattern: '^[A-Z][A-Z0-9_]*$',
    message: DB_ONLY_IN_REPOS,
  },
];
blocks.push({
  files: ['apps/server/src/modules/*/**/*.ts'],
  ignores: ['apps/server/src/modules/**/*.repo.ts', ...SERVER_TESTS],
  rules: rule([crossModule, noRoot, ...dbOnlyInRepos]),
});
// (Later blocks replace the rule's options for their files, so each repeats the ones above.)
blocks.push({
  files: ['apps/server/src/modules/*/*.{service,jobs}.ts'],
  ignores: SERVER_TESTS,
  rules: rule([crossModule, noRoot, noServicesBag, ...dbOnlyInRepos]),
});

// Media, providers and the lower room (decision 154): imports point down, media → providers → lib.
//   - the lower room (lib/ffmpeg: the tool runner and probe; the dictionary is its own package, @reelsmith/wordnet) imports
//     neither media, providers nor modules;
//   - a provider never imports media (what a provider needs from ffmpeg is in lib/ffmpeg);
//   - media uses providers only through types (`import type`); the render thread's entry
//     (pipeline.worker.ts) is its composition root and also builds the providers. Tests may compose
//     real providers as fixtures.
const SERVER = 'apps/server/src';
const LOWER_ROOM = [`${SERVER}/lib/ffmpeg/**/*.ts`];
const mediaUsesProviderTypes = {
  regex: '^(\\.\\./)+providers/',
  allowTypeImports: true,
  message:
    'Media uses providers only through their types (`import type`): the providers are built by the caller (see pipeline.worker.ts).',
};
const mediaNotWriter = {
  regex: '^(\\.\\./)+providers/llm/(?!llm\\.types\\.ts$)',
  allowTypeImports: true,
  message:
    "Media does not import the writer's internals: what both need lives in lib/ or a package of its own (e.g. @reelsmith/wordnet).",
};
const mediaNotWriterPackage = {
  regex: '^@reelsmith/writer(/|$)',
  allowTypeImports: true,
  message: 'Media does not import the writer: it gets scripts through the LLM provider interface.',
};
const canvasFree = [
  // The argument builder stays pure: it must not load the canvas addon (caption-layer.ts does).
  { regex: '(^|/)caption-layer\\.ts$', message: 'ffmpeg.args.ts must not load the canvas addon.' },
  { regex: '^@napi-rs/canvas$', message: 'ffmpeg.args.ts must not load the canvas addon.' },
];
blocks.push(
  {
    files: LOWER_ROOM,
    rules: rule([
      {
        regex: '^(\\.\\./)+(media|providers|modules)(/|$)',
        message: 'The lower room (lib/ffmpeg) imports neither media, providers nor modules.',
      },
    ]),
  },
  {
    files: [`${SERVER}/providers/**/*.ts`],
    rules: rule([
      {
        regex: '^(\\.\\./)+media(/|$)',
        message: 'Providers do not import media: move what both need to the lower room (lib/ffmpeg).',
      },
    ]),
  },
  {
    files: [`${SERVER}/media/**/*.ts`],
    ignores: [`${SERVER}/media/**/*.test.ts`, `${SERVER}/media/pipeline.worker.ts`],
    rules: rule([mediaUsesProviderTypes, mediaNotWriterPackage]),
  },
  {
    files: [`${SERVER}/media/pipeline.worker.ts`],
    rules: rule([mediaNotWriter, mediaNotWriterPackage]),
  },
  {
    files: [`${SERVER}/media/encode/ffmpeg.args.ts`],
    rules: rule([mediaUsesProviderTypes, mediaNotWriterPackage, ...canvasFree]),
  },
);

export const boundaries = blocks;
