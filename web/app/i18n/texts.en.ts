import { configuratorEn } from './configurator.en';
import { documentsEn } from './documents.en';
import { energyEn } from './energy.en';
import { en } from './en';
import { messagesEn } from './messages.en';
import { positionsEn } from './positions.en';

/** The whole text tree of one language, a chunk of its own: the page loads only the language it shows. */
export const texts = { ...en, ...messagesEn, ...configuratorEn, ...positionsEn, ...documentsEn, ...energyEn };
