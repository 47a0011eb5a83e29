// The second engine, Firefox: the behaviours every engine shares (every-engine.ts).
import { inEngine } from './every-engine';

inEngine('firefox');
