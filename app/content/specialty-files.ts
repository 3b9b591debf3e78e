import { readdirSync, readFileSync } from "node:fs";
import { parse } from "yaml";
import { type Specialty, specialtySchema } from "./specialty-schema";

/**
 * The specialty files read outside the build (unit and browser tests), checked against the same
 * schema the collection uses (content.config.ts): the tests see what the pages are built from.
 * Node only; no page imports it.
 */
export interface SpecialtyFile {
  slug: string;
  data: Specialty;
}

const folder = new URL("./specialties/", import.meta.url);

export function readSpecialtyFiles(dir: URL = folder): SpecialtyFile[] {
  const names = readdirSync(dir).filter((name) => name.endsWith(".yaml"));
  if (names.length === 0) throw new Error(`no specialty file (*.yaml) in ${dir.pathname}`);
  return names
    .map((name) => ({ slug: name.slice(0, -".yaml".length), data: specialtySchema.parse(parse(readFileSync(new URL(name, dir), "utf8"))) }))
    .sort((a, b) => a.data.order - b.data.order || a.data.name.localeCompare(b.data.name, "pt-BR"));
}
