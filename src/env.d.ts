/// <reference types="astro/client" />
interface ImportMetaEnv {
  readonly PUBLIC_ADS_CLIENT?: string;
  readonly PUBLIC_ADS_SCRIPT_URL?: string;
  readonly PUBLIC_ADS_NETWORK_SCRIPT_URL?: string;
  readonly PUBLIC_ADS_SLOT_TOP?: string;
  readonly PUBLIC_ADS_SLOT_SIDE?: string;
  readonly PUBLIC_ADS_SLOT_BOTTOM?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
/** The built address of a module, as a chunk of the site's graph (src/integrations/chunkUrl.ts). */
declare module 'chunk-url:*' {
  const url: string;
  export default url;
}
