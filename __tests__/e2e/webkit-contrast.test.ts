// Contrast in every state, both themes and each way to the dark one, in WebKit: the test every
// engine runs (every-engine/contrast.ts), in a file of its own so that it runs beside the
// engine's other shared tests (webkit.test.ts) rather than after them.
import { contrastIn } from './every-engine/contrast';
import { engineForFile } from './every-engine/start';

contrastIn('webkit', engineForFile('webkit'));
