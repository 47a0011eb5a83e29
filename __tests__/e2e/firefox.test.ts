// The second engine, Firefox: the tests every engine shares (every-engine.ts).
import { beforeHydrationIn, pagesAndBehavioursIn, engineForFile } from './every-engine';

const firefox = engineForFile('firefox');
pagesAndBehavioursIn('firefox', firefox);
beforeHydrationIn('firefox', firefox);
