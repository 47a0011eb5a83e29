// The second engine, Firefox: the tests every engine shares (every-engine/).
import { beforeHydrationIn } from './every-engine/before-hydration';
import { contactFormIn } from './every-engine/contact';
import { credentialsIn } from './every-engine/credentials';
import { sectionsIn } from './every-engine/sections';
import { writingIn } from './every-engine/writing';
import { searchIn } from './every-engine/search';
import { pagesAndBehavioursIn } from './every-engine/pages';
import { engineForFile } from './every-engine/start';

const firefox = engineForFile('firefox');
pagesAndBehavioursIn('firefox', firefox);
beforeHydrationIn('firefox', firefox);
contactFormIn('firefox', firefox);
credentialsIn('firefox', firefox);
sectionsIn('firefox', firefox);
writingIn('firefox', firefox);
searchIn('firefox', firefox);
