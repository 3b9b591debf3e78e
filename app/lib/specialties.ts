import { getCollection } from "astro:content";
import type { ContactVariant } from "~/content/contact-variants";
import { specialtyContactVariant, specialtyImagePath, specialtyPath, specialtyScenario } from "~/content/specialty-entry";
import type { Specialty } from "~/content/specialty-schema";
import type { SimScenario } from "~/content/simulator-types";

/**
 * The specialties as the build sees them (Astro content collection `specialties`, one YAML file
 * each): every page, index card, sitemap line, share image, /contato variant and navigation link
 * of a specialty comes from here. Build time only.
 */
export interface SpecialtySource {
  /** The file name: content/specialties/{slug}.yaml. */
  slug: string;
  path: string;
  imagePath: string;
  data: Specialty;
  scenario: SimScenario;
  contactVariant: ContactVariant;
}

async function load(): Promise<SpecialtySource[]> {
  const entries = await getCollection("specialties");
  if (entries.length === 0) throw new Error("content/specialties: no specialty file (*.yaml) found");
  const sources = entries.map(({ id: slug, data }) => ({
    slug,
    path: specialtyPath(slug),
    imagePath: specialtyImagePath(slug),
    data,
    scenario: specialtyScenario(slug, data.scenario),
    contactVariant: specialtyContactVariant(slug, data.contact),
  }));
  // The index and the navigation follow `order`; two files with the same number keep a stable order by name.
  return sources.sort((a, b) => a.data.order - b.data.order || a.data.name.localeCompare(b.data.name, "pt-BR"));
}

let loaded: Promise<SpecialtySource[]> | undefined;

/** Read once per build, whichever page asks first. */
export function specialtySources(): Promise<SpecialtySource[]> {
  loaded ??= load();
  return loaded;
}
