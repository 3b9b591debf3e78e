import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { legalNav } from "./navigation";

/**
 * One term per concept across every text a visitor can read (issue 14 §3; the choices are
 * listed in docs/decisions/130-editorial-terms.md). Each rule names the rejected variant and
 * what to write instead; a failure lists every file and line that still has it.
 */

const root = path.resolve(__dirname, "../..");
const sourceDirs = ["app/content", "app/features", "app/ui", "app/pages", "app/layouts", "app/lib", "public/video"];
const sourceFiles = ["app/site.ts"];
const textFile = /\.(ts|tsx|astro|mdx|json|vtt)$/;
const notVisible = /\.test\.|test-kit|phone-metadata/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

export interface SourceLine {
  file: string;
  line: number;
  text: string;
}

/** Code comments are for developers (and in English): only the other lines are scanned. */
function isComment(file: string, text: string): boolean {
  const t = text.trim();
  if (/\.(ts|tsx)$/.test(file)) return /^(\/\/|\/\*|\*|\{\/\*)/.test(t);
  if (file.endsWith(".json")) return t.startsWith('"$comment"');
  return false;
}

function visibleLines(): SourceLine[] {
  const files = [...sourceDirs.flatMap((d) => walk(path.join(root, d))), ...sourceFiles.map((f) => path.join(root, f))]
    .filter((f) => textFile.test(f) && !notVisible.test(f))
    .map((f) => path.relative(root, f));
  return files.flatMap((file) =>
    readFileSync(path.join(root, file), "utf8")
      .split("\n")
      .map((text, i) => ({ file, line: i + 1, text }))
      .filter((l) => !isComment(file, l.text)),
  );
}

interface Rule {
  rejected: RegExp;
  write: string;
  /** Only files whose path matches (default: all). */
  only?: RegExp;
}

const rules: Rule[] = [
  { rejected: /multiagente/i, write: "multiatendente" },
  { rejected: /\bdeploy\b/i, write: "liberação gradual / implantação" },
  { rejected: /follow-?ups?/i, write: "acompanhamento" },
  { rejected: /\bpropriet[áa]ri[oa]s?\b|\bdon[oa] da conta\b/i, write: "titular da conta" },
  {
    // Alone, "titular" is the LGPD's data subject: the account role is always "titular da conta".
    rejected: /\btitular(es)?\b(?!\s+(da conta|de dados|dos dados)|\s*\((perfil )?master\))/i,
    write: "titular da conta (perfil) ou titular dos dados (LGPD)",
  },
  { rejected: /[Aa]viso de privacidade/, write: "Aviso de Privacidade (nome do documento)" },
  { rejected: /[Tt]ermos de uso/, write: "Termos de Uso (nome do documento)" },
  { rejected: /Exclusão de dados/, write: "Exclusão de Dados (nome da página) ou exclusão de dados (substantivo comum)" },
  { rejected: /\b0\dh/, write: "8h (das 8h às 18h)" },
  { rejected: /poucos minutos/i, write: "menos de um minuto (o vídeo tem 52 segundos)" },
  { rejected: /\binformamos\b/i, write: "coletamos", only: /^app\/content\/legal\// },
  { rejected: /\brespond\w*\s+(a\s+)?(primeira|mesma)\b/i, write: "responder à primeira / à mesma" },
  { rejected: /\brespond\w*\s+(os\s+|seus\s+)?pacientes\b/i, write: "responder aos pacientes" },
  { rejected: /\besquecer da\b/i, write: "esquecer a / esquecer-se da" },
  { rejected: /buracos ociosos/i, write: "buracos na agenda" },
  { rejected: /\bum humano\b/i, write: "uma pessoa / atendimento humano" },
];

/** "file:line: text" for every line that breaks the rule. */
export function findings(lines: readonly SourceLine[], rule: Rule): string[] {
  return lines
    .filter((l) => (!rule.only || rule.only.test(l.file)) && rule.rejected.test(l.text))
    .map((l) => `${l.file}:${l.line}: ${l.text.trim().slice(0, 140)}`);
}

const lines = visibleLines();

describe("terminology", () => {
  it("scans the site's texts", () => {
    const files = new Set(lines.map((l) => l.file));
    for (const f of [
      "app/content/home.ts",
      "app/content/legal/termos-de-uso.mdx",
      "app/pages/obrigado.astro",
      "app/site.ts",
      "public/video/demo.pt-BR.vtt",
    ]) {
      expect(files).toContain(f);
    }
  });

  it("reports the file and line of a rejected word", () => {
    const planted = [{ file: "app/content/x.ts", line: 7, text: 'title: "Follow-up de pacientes",' }];
    expect(findings(planted, rules[2]!)).toEqual(['app/content/x.ts:7: title: "Follow-up de pacientes",']);
  });

  for (const rule of rules) {
    it(`has no "${rule.rejected.source}": write ${rule.write}`, () => {
      expect(findings(lines, rule)).toEqual([]);
    });
  }

  it("uses the chosen terms where the concepts are named", () => {
    const text = (file: string) => readFileSync(path.join(root, file), "utf8");
    expect(legalNav.map((item) => item.label)).toEqual(["Termos de Uso", "Aviso de Privacidade", "Exclusão de Dados", "Segurança e LGPD"]);
    expect(text("app/content/legal/termos-de-uso.mdx")).toContain("Cada conta tem um titular da conta (perfil master)");
    expect(text("app/content/legal/termos-de-uso.mdx")).toContain("painel do gestor com chat multiatendente");
    expect(text("app/content/home.ts")).toContain("Painel do gestor com chat multiatendente");
    expect(text("app/content/home.ts")).toContain("Acompanhamento de pacientes");
    expect(text("app/content/integration-details.ts")).toContain('title: "Liberação gradual"');
  });
});
