// The third engine, WebKit (Safari's, and that of every browser on iPhones and iPads): the
// behaviours every engine shares (every-engine.ts).
import { inEngine } from './every-engine';

inEngine('webkit');
