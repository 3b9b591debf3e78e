import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { agendaExampleSection, agendaExchanges } from "~/content/integration-agenda";
import { AgendaExample, AgendaGlance } from "./agenda-example";

describe("the agenda example on /integracao", () => {
  it("shows availability, booking and confirmation, each a request and its response, marked as an illustration", () => {
    const html = renderToString(<AgendaExample />);
    expect(agendaExchanges.map((e) => e.title)).toEqual(["Consultar horários livres", "Criar o agendamento", "Registrar a confirmação"]);
    expect(html).toContain("Exemplo ilustrativo");
    for (const method of ["GET /agenda/horarios-livres", "POST /agenda/agendamentos", "PATCH /agenda/agendamentos/ag_1042"])
      expect(html).toContain(method);
    // Two focusable code panels per exchange and two for the webhook row (a keyboard scrolls them sideways).
    expect(html.match(/<pre tabindex="0"/g)).toHaveLength(8);
    expect(html.match(/scroll-cue/g)).toHaveLength(8);
    // A short page on phones: the first exchange open, the other two folded, no script;
    // how the visitor's own request arrives is the card's last row, folded too.
    expect(html.match(/<details/g)).toHaveLength(4);
    expect(html.match(/<details open=""/g)).toHaveLength(1);
    expect(html).toMatch(/<details class="[^"]*"><summary[^>]*>.*<h3 id="exemplo-webhook"/);
  });

  it("says the routes are the vendor's and that this is no public API's contract (docs/claims.md: integration rows on hold)", () => {
    // The caveats sit in the note under the code panels (the lead stays short), rendered with the example.
    expect(agendaExampleSection.note).toContain("API do seu software");
    expect(agendaExampleSection.note).toContain("não é o contrato de uma API pública");
    expect(agendaExampleSection.note).toContain("última sincronização");
    expect(agendaExampleSection.lead.length).toBeLessThanOrEqual(110);
    const html = renderToString(<AgendaExample />);
    expect(html.indexOf("não é o contrato de uma API pública")).toBeGreaterThan(html.lastIndexOf("<pre"));
    // Each body is valid JSON once its status line (and the request line) is set aside; the GET has none.
    const bodies = agendaExchanges.flatMap(({ request, response }) => [request, response]).filter((lines) => lines.includes("{"));
    expect(bodies).toHaveLength(5);
    for (const lines of bodies) expect(() => JSON.parse(lines.slice(lines.indexOf("{")).join("\n"))).not.toThrow();
  });

  it("sums the three exchanges up in the hero (one line each: method, path, what it does, status), without repeating the example's code, linking to it", () => {
    const html = renderToString(<AgendaGlance />);
    expect(html).toContain("Exemplo ilustrativo");
    const body = new DOMParser().parseFromString(html, "text/html").body;
    const rows = [...body.querySelectorAll("ol > li")].map((li) => li.textContent ?? "");
    expect(rows).toHaveLength(3);
    agendaExchanges.forEach((item, i) => {
      const [method, path] = item.request[0]!.split(" ");
      for (const part of [method!, path!, item.title, item.response[0]!]) expect(rows[i]).toContain(part);
    });
    // The example further down opens on the first exchange's code: the hero does not show it again.
    expect(body.textContent).not.toContain("profissional=dra-paula");
    expect(body.textContent).not.toContain('"horarios"');
    expect(html).toContain(`href="#${agendaExampleSection.id}"`);
    // Shown at every width (compact below lg), and nothing in it takes focus or scrolls sideways.
    expect(html).not.toMatch(/class="hidden /);
    expect(html).not.toContain("tabindex");
  });
});
