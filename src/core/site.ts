/** Site-wide constants. */
export const BRAND = 'UnitFlip';
export const TAGLINE = 'Exact unit conversions for every quantity';

/** Ads are off unless configured at build time: PUBLIC_ADS_CLIENT and slot ids. */
export const ads = {
  client: import.meta.env.PUBLIC_ADS_CLIENT ?? '',
  scriptUrl: import.meta.env.PUBLIC_ADS_SCRIPT_URL ?? '',
  networkScriptUrl: import.meta.env.PUBLIC_ADS_NETWORK_SCRIPT_URL ?? '',
  slots: {
    top: import.meta.env.PUBLIC_ADS_SLOT_TOP ?? '',
    side: import.meta.env.PUBLIC_ADS_SLOT_SIDE ?? '',
    bottom: import.meta.env.PUBLIC_ADS_SLOT_BOTTOM ?? '',
  },
  get enabled(): boolean {
    return Boolean(this.client && this.scriptUrl);
  },
};
