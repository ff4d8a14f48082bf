/** The pair and quick-convert pages' widget code, as one file (see PairPageScript.astro). */
import { wirePairConverters } from './pairConverter.client';
import { wireQuickConvert } from './quickConvert.client';

if (document.querySelector('form[data-pair-converter]')) wirePairConverters();
else wireQuickConvert();
