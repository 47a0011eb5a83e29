// Contrast in every state, both themes and each way to the dark one, in Chromium: the test every
// engine runs (every-engine/contrast.ts), as firefox-contrast.test.ts and webkit-contrast.test.ts run it in theirs.
import { contrastIn } from './every-engine/contrast';
import { engineForFile } from './every-engine/start';

contrastIn('chromium', engineForFile('chromium'));
