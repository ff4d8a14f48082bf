/**
 * The rest of a pair page the 404 page draws (pairDrawer.ts's drawPairRest), in a file of its
 * own that the 404 page's first code (notFound.entry.ts) imports once the drawn answer has
 * painted: it finds what to draw on the drawn <main>.
 */
import { drawPairRest } from '../pair/pairDrawer';

void drawPairRest().catch(() => {});
