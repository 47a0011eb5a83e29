// The credentials in Chromium: the tests every engine shares (every-engine/credentials.ts).
import { credentialsIn } from './every-engine/credentials';
import { engineForFile } from './every-engine/start';

credentialsIn('chromium', engineForFile('chromium'));
