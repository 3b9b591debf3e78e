/**
 * Whether the build has VITE_WHATSAPP_NUMBER (vite.config.ts `define`). A literal in the bundle, so
 * without a number the WhatsApp link's code is left out of every page, not just hidden.
 */
declare const __WHATSAPP_CONFIGURED__: boolean;
