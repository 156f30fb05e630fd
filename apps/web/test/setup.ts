import { configure } from '@testing-library/react';

// findBy/waitFor give up after 1 s by default; on CI's 2 busy cores a page of cards can take longer
// to render in jsdom, and a test would then fail for the machine's sake, not the screen's.
configure({ asyncUtilTimeout: 5_000 });
