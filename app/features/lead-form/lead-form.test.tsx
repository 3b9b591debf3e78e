import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DRAFT_KEY } from "./draft";
import { IntegrationLeadForm } from "./integration-lead-form";
import { LeadForm, type LeadFormProps } from "./lead-form";
import type { SubmitLead } from "./submission";
import { messages } from "~/content/lead-contract/fields";
import { buildSubmission, testPerson } from "../../../tests/support/lead-builder";

let clock = 0;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const send = () => screen.getByRole("button", { name: "Enviar" });

/**
 * The contact form on /contato?utm_source=google (the island reads the page's own location at send
 * time; `assign` records where it leads); `clock` runs 5 s past the fill-time filter.
 */
function setup(onSubmit: SubmitLead = vi.fn<SubmitLead>(), variantTitles?: LeadFormProps["variantTitles"]) {
  const assign = vi.fn<(url: string) => void>();
  vi.stubGlobal("location", {
    search: "?utm_source=google",
    pathname: "/contato",
    origin: "https://www.atendra.com.br",
    hostname: "www.atendra.com.br",
    assign,
  });
  render(
    <LeadForm
      automationId="contato-form-automation-id"
      formTitle="Conheça o produto"
      redirectTo="/obrigado"
      onSubmit={onSubmit}
      privacyPolicyUrl="/aviso-privacidade"
      messageToSend=""
      variantTitles={variantTitles}
    />,
  );
  clock += 5000;
  return { user: userEvent.setup(), assign };
}

/** Pastes (typing 40 characters only slows the tests down; the mask's typing has its own test). */
async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of [
    ["Nome completo", testPerson.name],
    ["E-mail", testPerson.email],
    ["Telefone (WhatsApp)", testPerson.digits],
  ] as const) {
    await user.click(field(label));
    await user.paste(value);
  }
  await user.click(screen.getByRole("checkbox"));
}

beforeEach(() => {
  clock = 1000;
  vi.spyOn(performance, "now").mockImplementation(() => clock);
  localStorage.clear();
  sessionStorage.clear();
  window.dataLayer = [];
});

afterEach(() => vi.unstubAllGlobals());

// No limit of its own: jsdom renders are slow on a busy machine, and the project's hang limit
// (vitest.config.ts) is the only one a test here may meet.
describe("LeadForm", () => {
  it("shows every field error, links it, and focuses the first invalid field; checking the terms clears theirs", async () => {
    const onSubmit = vi.fn<SubmitLead>();
    const { user } = setup(onSubmit);
    await user.click(send());
    await waitFor(() => expect(field("Nome completo")).toHaveFocus());
    for (const [label, message] of [
      ["Nome completo", messages.nameRequired],
      ["E-mail", messages.emailRequired],
      ["Telefone (WhatsApp)", messages.phoneRequired],
    ] as const) {
      expect(field(label)).toHaveAttribute("aria-invalid", "true");
      expect(field(label)).toHaveAccessibleDescription(message);
    }
    expect(screen.getByRole("checkbox")).toHaveAccessibleDescription(messages.terms);
    await fillValid(user);
    expect(screen.queryByText(messages.terms)).not.toBeInTheDocument();
    await user.click(screen.getByRole("checkbox"));
    expect(screen.getByRole("checkbox")).toHaveAccessibleDescription(messages.terms);
    await user.click(send());
    expect(screen.getByRole("checkbox")).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends one submission with the spec's fields, stores consent, clears the draft and goes to the thank-you page", async () => {
    let release: () => void = () => undefined;
    const onSubmit = vi.fn<SubmitLead>(() => new Promise<void>((resolve) => (release = resolve)));
    const { user, assign } = setup(onSubmit);
    await fillValid(user);
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "{}")).toEqual({
      name: testPerson.name,
      email: testPerson.email,
      country: "BR",
      phone: testPerson.masked,
    });
    await user.dblClick(send());
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("button", { name: "Enviando..." })).toBeDisabled());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual(buildSubmission({ queryParams: [{ name: "utm_source", value: "google" }] }));
    expect(localStorage.getItem("cookie-consent")).toBe("accepted");
    expect(window.dataLayer).toContainEqual({ event: "cookie_consent", method: "form_submission" });
    expect(assign).not.toHaveBeenCalled();
    await act(async () => release());
    // The visitor's query goes along to the thank-you page.
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/obrigado?utm_source=google"));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("with a title per variant: the h2 shows them all, the description is the shown one's, read at send time", async () => {
    const onSubmit = vi.fn<SubmitLead>();
    let shown = "Conheça o produto";
    const heading = (
      <>
        <span>Conheça o produto</span>
        <span>Quero reduzir as faltas</span>
      </>
    );
    const { user } = setup(onSubmit, { heading, current: () => shown });
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Conheça o produtoQuero reduzir as faltas");
    await fillValid(user);
    shown = "Quero reduzir as faltas";
    await user.click(send());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].description).toBe("Quero reduzir as faltas");
  });

  it("after a refusal, sends the lead and leaves the refusal as it is, with no cookie_consent event (docs/decisions/191)", async () => {
    localStorage.setItem("cookie-consent", "rejected");
    localStorage.setItem("cookie-consent-date", "2026-03-01T12:00:00.000Z");
    const events: Event[] = [];
    const listen = (e: Event) => events.push(e);
    window.addEventListener("cookie-consent-change", listen);
    const onSubmit = vi.fn<SubmitLead>(async () => undefined);
    const { user, assign } = setup(onSubmit);
    await fillValid(user);
    await user.click(send());
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/obrigado?utm_source=google"));
    window.removeEventListener("cookie-consent-change", listen);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem("cookie-consent")).toBe("rejected");
    expect(localStorage.getItem("cookie-consent-date")).toBe("2026-03-01T12:00:00.000Z");
    expect(window.dataLayer).not.toContainEqual(expect.objectContaining({ event: "cookie_consent" }));
    expect(events).toEqual([]);
  });

  it("the integration form's e-mail example is a software company's, the contact form's a clinic's", () => {
    render(<IntegrationLeadForm />);
    expect(field("E-mail")).toHaveAttribute("placeholder", "voce@suaempresa.com.br");
    cleanup();
    setup();
    expect(field("E-mail")).toHaveAttribute("placeholder", "voce@suaclinica.com.br");
  });

  it("says that sending accepts analytics cookies, read after the terms box and drawn under the button, hidden once a choice is stored", () => {
    setup();
    const note = screen.getByText(/Ao enviar, você também aceita os cookies de análise/);
    expect(note).toHaveAttribute("data-consent-note");
    expect(note.className).toContain("[[data-cookie-consent]_&]:hidden");
    // Drawn under the button (the box, the button, then this line, on a phone's first screen) ...
    expect(note.className).toContain("order-last");
    expect(note.parentElement).toBe(send().parentElement);
    // ... but read right after the terms box, before the button: a screen reader hears it before sending.
    const checkbox = screen.getByRole("checkbox");
    expect(checkbox.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(note.compareDocumentPosition(send()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("keeps every value, shows the error toast and re-enables the button on failure", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const onSubmit = vi.fn<SubmitLead>(async () => Promise.reject(new Error("HTTP 500")));
    const { user, assign } = setup(onSubmit);
    await fillValid(user);
    await user.click(send());
    const toast = await screen.findByRole("region", { name: /Notificações/ });
    await waitFor(() => expect(toast).toHaveTextContent("Erro ao enviar formulário. Tente novamente."));
    expect(send()).toBeEnabled();
    expect([field("Nome completo").value, field("E-mail").value, field("Telefone (WhatsApp)").value]).toEqual([
      testPerson.name,
      testPerson.email,
      testPerson.masked,
    ]);
    expect(screen.getByRole("checkbox")).toBeChecked();
    expect(error).toHaveBeenCalledWith("[lead-form] error sending contact form", expect.any(Error));
    // Never retried by itself: the second request comes from the second click.
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(send());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(assign).not.toHaveBeenCalled();
  });
});
