/**
 * The quick-convert page's start script, put in the page by its first code once the pair is
 * shown and painted (QuickConvertLive.astro). The form's converter and the simple converter
 * (quickConvertForm.entry.ts, with React) come when the visitor reaches for either (whenReached:
 * the pointer, a tap, the focus, or typing in the box the page focused on load), or at once
 * where what the page shows is not what this visitor should see (display choices of their own,
 * a language that writes decimal commas) or they typed before this ran.
 */
import { boxesAsBuilt, whenReached } from '../startup/whenReached';
import { isLive } from './converterIsland';
import { startScripts } from '../startup/pageState';

const main = document.getElementById('main');
if (main) whenReached(main, () => startScripts('quick-reached'), boxesAsBuilt(main), isLive);
