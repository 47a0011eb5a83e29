// The third engine, WebKit (Safari's, and that of every browser on iPhones and iPads): the tests
// every engine shares (every-engine/).
import { beforeHydrationIn } from './every-engine/before-hydration';
import { contactFormIn } from './every-engine/contact';
import { credentialsIn } from './every-engine/credentials';
import { sectionsIn } from './every-engine/sections';
import { writingIn } from './every-engine/writing';
import { searchIn } from './every-engine/search';
import { pagesAndBehavioursIn } from './every-engine/pages';
import { engineForFile } from './every-engine/start';

const webkit = engineForFile('webkit');
pagesAndBehavioursIn('webkit', webkit);
beforeHydrationIn('webkit', webkit);
contactFormIn('webkit', webkit);
credentialsIn('webkit', webkit);
sectionsIn('webkit', webkit);
writingIn('webkit', webkit);
searchIn('webkit', webkit);
