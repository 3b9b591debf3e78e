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
      // Two workers, where Vitest's default on two cores is one: the server tests mostly wait on the
      // processes they start.
      maxWorkers: 2,
      // No unit test measures speed, so no wall-clock limit may fail one: a file whose first test imports
      // dozens of modules (the claims wiring, the MDX pages) took over Vitest's default 5 s on a fresh
      // clone beside other work. These limits only end a test that hangs (a promise that never settles).
      testTimeout: 120_000,
      hookTimeout: 120_000,
      // expect.poll's deadline: the page-script tests wait for timers and observers, never for speed.
      expect: { poll: { timeout: 30_000 } },
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
            include: ["app/**/*.test.ts", "server/**/*.test.{ts,js}", "scripts/**/*.test.{ts,js}", "tools/**/*.test.{ts,js}"],
            environment: "node",
          },
        },
      ],
    },
  },
  { logLevel: "error" },
);
