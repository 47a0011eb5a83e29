// The credentials and the owner's own sections in Chromium: the tests every engine shares
// (every-engine/credentials.ts, every-engine/sections.ts).
import { credentialsIn } from './every-engine/credentials';
import { sectionsIn } from './every-engine/sections';
import { engineForFile } from './every-engine/start';

credentialsIn('chromium', engineForFile('chromium'));
sectionsIn('chromium', engineForFile('chromium'));
