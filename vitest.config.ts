/// <reference types="vitest/config" />
import { getViteConfig } from "astro/config";

// Astro's own Vite set-up (aliases, the demo-scene import, the WhatsApp flag), so the unit tests
// compile the code exactly as the build does.
export default getViteConfig(
  {
    // The components then show the WhatsApp link whenever site.whatsapp is set (astro.config.mjs).
    define: { __WHATSAPP_CONFIGURED__: "true" },
    test: {
      restoreMocks: true,
      // Setting up jsdom costs about a second per file: components get it, plain logic runs in Node
      // (a .ts test that needs the DOM says `// @vitest-environment jsdom` on its first line).
      projects: [
        {
          extends: true,
          test: { name: "dom", include: ["app/**/*.test.tsx"], environment: "jsdom", setupFiles: ["./tests/setup-vitest.ts"] },
        },
        {
          extends: true,
          test: {
            name: "node",
            include: ["app/**/*.test.ts", "server/**/*.test.{ts,js}", "scripts/**/*.test.{ts,js}"],
            environment: "node",
          },
        },
      ],
    },
  },
  { logLevel: "error" },
);
