import { describe, expect, it } from "vitest";
import {
  contactHeading,
  contactVariantFor,
  contactVariants,
  defaultContactVariant,
  simulationContactVariants,
} from "~/content/contact-variants";
import { slugify } from "~/site";
import { activeVariantKey, DEFAULT_VARIANT_KEY, VARIANT_ATTRIBUTE } from "./contact-variant-key";
import { specialtyContactVariant } from "~/content/specialty-entry";
import { readSpecialtyFiles } from "~/content/specialty-files";
import {
  formHeadingsByKey,
  formTitlesByKey,
  sourceKeys,
  submitLabelsByKey,
  variantCss,
  variantOptions,
  variantOptionsWith,
  variantPickerScript,
} from "./contact-variant";

const script = variantPickerScript();

/** Runs the head script as shipped, against a URL's query; returns the key it wrote on <html>, or null. */
function pick(search: string): string | null {
  const attributes = new Map<string, string>();
  const documentElement = { setAttribute: (name: string, value: string) => attributes.set(name, value) };
  new Function("location", "document", script)({ search }, { documentElement });
  return attributes.get(VARIANT_ATTRIBUTE) ?? null;
}

/** The variant the head script shows for a query: the keyed one, or the default without a key. */
const shown = (search: string) => variantOptions.find((o) => o.key === (pick(search) ?? DEFAULT_VARIANT_KEY))?.variant;
const expected = (search: string) => contactVariantFor(new URLSearchParams(search).get("source"));

const every = [...contactVariants, ...simulationContactVariants];

describe("/contato's head script (variant picked before the first paint)", () => {
  it("picks, for every source of every variant, the variant contactVariantFor gives", () => {
    const sources = every.flatMap((v) => v.sources);
    expect(sources.length).toBeGreaterThan(40);
    for (const source of sources) {
      const search = `?source=${encodeURIComponent(source)}`;
      expect(pick(search)).not.toBeNull();
      expect(shown(search)).toBe(expected(search));
    }
  });

  it.each([
    "?source=Fale+com+um+especialista",
    "?source=CONQUISTE-resultados_extraordinarios",
    "?source=Conquiste%20resultados%20extraordin%C3%A1rios",
    "?source=%20%20demonstra%C3%A7%C3%A3o%20",
    "?source=Redu%CC%81zir--Faltas!",
    "?utm_source=google&source=Plan%C3%B3s&source=demo",
    "?source=&source=demo",
    "?source=Fale+com+um+especialista&source=demo",
    "?source=nao-existe",
    "?source=constructor",
    "?source=__proto__",
    "?source=toString",
    "?source=",
    "?source",
    "?utm_source=google",
    "",
    "?source=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    "?source=%E2%80%94demo%E2%80%94",
    "?source=%C3%9Fdemo",
  ])("agrees with slugify and contactVariantFor on %j", (search) => {
    expect(shown(search)).toBe(expected(search));
  });

  it("writes nothing for the default: no source, unknown, empty", () => {
    for (const search of ["", "?source=", "?source=nao-existe", "?source=constructor", "?utm_source=x"]) expect(pick(search)).toBeNull();
    expect(pick("?source=demonstracao")).toBe("demo");
  });

  it("maps exactly the slugs of every source to its variant's key", () => {
    const map = sourceKeys();
    for (const [slug, key] of Object.entries(map)) {
      expect(slugify(slug)).toBe(slug);
      expect(variantOptions.find((o) => o.key === key)?.variant.sources).toContain(slug);
    }
    expect(Object.keys(map)).toHaveLength(every.flatMap((v) => v.sources).length);
    expect(() => sourceKeys([{ key: "x", variant: { ...defaultContactVariant, sources: ["</script>"] } }])).toThrow(/not a slug/);
    expect(() => sourceKeys([])).toThrow(/no sources/);
  });

  it("has one key per variant, the default's first", () => {
    const keys = variantOptions.map((o) => o.key);
    expect(keys[0]).toBe(DEFAULT_VARIANT_KEY);
    expect(new Set(keys).size).toBe(every.length + 1);
  });
});

describe("/contato's variant CSS and titles", () => {
  it("has one selector per variant: the default's applies without a key on <html>", () => {
    const css = variantCss();
    const selectors = css.replace(/\{display:none\}$/, "").split(",");
    expect(selectors).toHaveLength(variantOptions.length);
    expect(selectors[0]).toBe(`html:not([${VARIANT_ATTRIBUTE}]) [data-contact-option]:not([data-contact-option="default"])`);
    expect(selectors).toContain(
      `[${VARIANT_ATTRIBUTE}="reduzir-faltas"] [data-contact-option]:not([data-contact-option="reduzir-faltas"])`,
    );
  });

  it("gives the island every form title by key", () => {
    const titles = formTitlesByKey();
    expect(titles[DEFAULT_VARIANT_KEY]).toBe("Conheça o produto");
    expect(titles.especialista).toBe("Falar com um especialista");
    expect(Object.keys(titles)).toHaveLength(variantOptions.length);
    expect(contactHeading(variantOptions[0]?.variant.heading ?? "")).toBe("Automatize a agenda da sua clínica com IA");
  });

  it("heads the form with the send button's promise: the demo's fallback, or the form title of a variant with its own action", () => {
    const headings = formHeadingsByKey("Agende sua demonstração");
    expect(headings[DEFAULT_VARIANT_KEY]).toBe("Agende sua demonstração");
    expect(headings.demo).toBe("Agende sua demonstração");
    expect(headings.especialista).toBe("Falar com um especialista");
    expect(headings.desconto).toBe("Quero receber uma proposta");
    expect(Object.keys(headings)).toHaveLength(variantOptions.length);
  });

  it("names the send button's action where the variant asks for something else than a demo, the fallback elsewhere", () => {
    const labels = submitLabelsByKey("Agendar demonstração");
    expect(labels.demo).toBe("Agendar demonstração");
    expect(labels["teste-gratis"]).toBe("Agendar demonstração");
    expect(labels[DEFAULT_VARIANT_KEY]).toBe("Agendar demonstração");
    expect(labels.especialista).toBe("Falar com um especialista");
    expect(labels.desconto).toBe("Receber proposta");
    expect(labels["calculadora-de-faltas"]).toBe("Falar com um especialista");
    expect(Object.keys(labels)).toHaveLength(variantOptions.length);
  });

  it("reads the picked key from <html>, the default without one", () => {
    const doc = (value: string | null) => ({ documentElement: { getAttribute: () => value } }) as unknown as Document;
    expect(activeVariantKey(doc(null))).toBe(DEFAULT_VARIANT_KEY);
    expect(activeVariantKey(doc("demo"))).toBe("demo");
  });
});

describe("/contato's variants of the specialty pages (one per file, `?source={slug}`)", () => {
  const specialties = readSpecialtyFiles();
  const options = variantOptionsWith(specialties.map(({ slug, data }) => specialtyContactVariant(slug, data.contact)));
  const withSpecialties = variantPickerScript(sourceKeys(options));
  const pickWith = (search: string) => {
    const attributes = new Map<string, string>();
    new Function("location", "document", withSpecialties)(
      { search },
      { documentElement: { setAttribute: (n: string, v: string) => attributes.set(n, v) } },
    );
    return attributes.get(VARIANT_ATTRIBUTE) ?? null;
  };

  it("picks each specialty's own heading for its slug, however the source is written", () => {
    for (const { slug, data } of specialties) {
      for (const search of [`?source=${slug}`, `?source=${slug.toUpperCase()}`, `?utm_source=x&source=${slug}`])
        expect(pickWith(search)).toBe(slug);
      const shown = options.find((o) => o.key === slug)!.variant;
      expect(contactHeading(shown.heading)).toBe(`${data.contact.heading} com IA`);
      expect(formTitlesByKey(options)[slug]).toBe(data.contact.formTitle);
    }
    expect(contactHeading(options.find((o) => o.key === "odontologia")!.variant.heading)).toBe(
      "Automatize a agenda da sua clínica odontológica com IA",
    );
  });

  it("keeps the campaign sources as they were, and the dentistry campaign's other words", () => {
    expect(pickWith("?source=demo")).toBe("demo");
    expect(pickWith("?source=dentista")).toBe("dentista");
    expect(pickWith("?source=nao-existe")).toBeNull();
    expect(variantCss(options).split(",")).toHaveLength(options.length);
  });

  it("stops the build when a file's slug is already a campaign source", () => {
    const clash = variantOptionsWith([{ ...defaultContactVariant, sources: ["demo"] }]);
    expect(() => sourceKeys(clash)).toThrow(/"demo" picks both/);
  });
});
