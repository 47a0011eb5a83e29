// The credentials and the owner's own sections in Chromium: the tests every engine shares
// and the owner's posts (every-engine/credentials.ts, every-engine/sections.ts, every-engine/writing.ts).
import { credentialsIn } from './every-engine/credentials';
import { sectionsIn } from './every-engine/sections';
import { writingIn } from './every-engine/writing';
import { engineForFile } from './every-engine/start';

credentialsIn('chromium', engineForFile('chromium'));
sectionsIn('chromium', engineForFile('chromium'));
writingIn('chromium', engineForFile('chromium'));
