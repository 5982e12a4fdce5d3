import { configuratorDe } from './configurator.de';
import { documentsDe } from './documents.de';
import { energyDe } from './energy.de';
import { de } from './de';
import { messagesDe } from './messages.de';
import { positionsDe } from './positions.de';

/** The whole text tree of one language, a chunk of its own: the page loads only the language it shows. */
export const texts = { ...de, ...messagesDe, ...configuratorDe, ...positionsDe, ...documentsDe, ...energyDe };
