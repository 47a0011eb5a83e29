// The third engine, WebKit (Safari's, and that of every browser on iPhones and iPads): the tests
// every engine shares (every-engine.ts).
import { beforeHydrationIn, pagesAndBehavioursIn, engineForFile } from './every-engine';

const webkit = engineForFile('webkit');
pagesAndBehavioursIn('webkit', webkit);
beforeHydrationIn('webkit', webkit);
