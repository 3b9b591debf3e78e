import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// waitFor and findBy* give up after 1 s of wall time by default; a busy machine may pause a test that long.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => cleanup());
