import { configuratorSr } from './configurator.sr';
import { documentsSr } from './documents.sr';
import { energySr } from './energy.sr';
import { sr } from './sr';
import { messagesSr } from './messages.sr';
import { positionsSr } from './positions.sr';

/** The whole text tree of one language, a chunk of its own: the page loads only the language it shows. */
export const texts = { ...sr, ...messagesSr, ...configuratorSr, ...positionsSr, ...documentsSr, ...energySr };
