// Contrast in every state, both themes and each way to the dark one (every-engine/contrast.ts),
// in Chromium: a colour is the styles', which every engine computes alike.
import { contrastIn } from './every-engine/contrast';
import { engineForFile } from './every-engine/start';

contrastIn('chromium', engineForFile('chromium'));
