import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { LeadForm, preloadLeadForm } from "./lead-form";
import { fillValidLead, renderContactForm } from "./lead-form-test-kit";
import { messages } from "./schema";
import type { SubmitLead } from "./submission";

let clock = 0;

function setup(onSubmit: SubmitLead, messageToSend = "") {
  return renderContactForm(LeadForm, onSubmit, { messageToSend });
}

async function fillValid(user: ReturnType<typeof renderContactForm>) {
  await fillValidLead(user);
  clock += 5000; // a person takes a few seconds
}

// The live form's behaviour; lead-form-static.test.tsx covers the static form and the swap.
beforeAll(() => preloadLeadForm());

beforeEach(() => {
  clock = 1000;
  vi.spyOn(performance, "now").mockImplementation(() => clock);
  localStorage.clear();
  window.dataLayer = [];
});
afterEach(() => localStorage.clear());

describe("LeadForm", () => {
  it("shows every field error, links it, and focuses the first invalid field", async () => {
    const onSubmit = vi.fn<SubmitLead>();
    const user = setup(onSubmit);
    clock += 5000;
    await user.click(screen.getByRole("button", { name: "Enviar" }));

    const name = screen.getByLabelText("Nome completo");
    await waitFor(() => expect(name).toHaveFocus());
    for (const [label, message] of [
      ["Nome completo", messages.nameRequired],
      ["E-mail", messages.emailRequired],
      ["Telefone (WhatsApp)", messages.phoneRequired],
    ] as const) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute("aria-invalid", "true");
      expect(input).toHaveAccessibleDescription(message);
    }
    expect(screen.getByRole("checkbox")).toHaveAccessibleDescription(messages.terms);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("stops at the terms and clears their error once checked", async () => {
    const onSubmit = vi.fn<SubmitLead>();
    const user = setup(onSubmit);
    await user.type(screen.getByLabelText("Nome completo"), "José da Silva");
    await user.type(screen.getByLabelText("E-mail"), "jose@clinica.com.br");
    await user.type(screen.getByLabelText("Telefone (WhatsApp)"), "11987654321");
    clock += 5000;
    await user.click(screen.getByRole("button", { name: "Enviar" }));
    expect(await screen.findByText(messages.terms)).toBeInTheDocument();
    expect(screen.getByRole("checkbox")).toHaveFocus();
    await user.click(screen.getByRole("checkbox"));
    expect(screen.queryByText(messages.terms)).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("masks the phone and clears it with its error when the country changes", async () => {
    const user = setup(vi.fn<SubmitLead>());
    const phone = screen.getByLabelText("Telefone (WhatsApp)");
    await user.type(phone, "1198");
    clock += 5000;
    await user.click(screen.getByRole("button", { name: "Enviar" }));
    expect(await screen.findByText(messages.phoneMin)).toBeInTheDocument();
    expect(phone).toHaveValue("(11) 98");
    await user.selectOptions(screen.getByLabelText("País"), "US");
    expect(phone).toHaveValue("");
    expect(phone).toHaveAttribute("placeholder", "(555) 123-4567");
    expect(screen.queryByText(messages.phoneMin)).not.toBeInTheDocument();
    await user.type(phone, "2125550123");
    expect(phone).toHaveValue("(212) 555-0123");
  });

  it("sends one submission with the spec's fields, stores consent and goes to the thank-you page", async () => {
    let release: () => void = () => undefined;
    const onSubmit = vi.fn<SubmitLead>(() => new Promise<void>((resolve) => (release = resolve)));
    const user = setup(onSubmit);
    await fillValid(user);
    const button = screen.getByRole("button", { name: "Enviar" });
    await user.dblClick(button);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("button", { name: "Enviando..." })).toBeDisabled());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: "Ana Lúcia Araújo",
      email: "ana@clinica.com.br",
      phone: "+55 11987654321",
      messageToSend: "",
      description: "Conheça o produto",
      automationId: "contato-form-automation-id",
      queryParams: [{ name: "utm_source", value: "google" }],
    });
    expect(localStorage.getItem("cookie-consent")).toBe("accepted");
    expect(window.dataLayer).toContainEqual({ event: "cookie_consent", method: "form_submission" });
    await act(async () => release());
    expect(await screen.findByRole("heading", { name: "Obrigado" })).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("keeps every value, shows the error toast and re-enables the button on failure", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const onSubmit = vi.fn<SubmitLead>(async () => Promise.reject(new Error("HTTP 500")));
    const user = setup(onSubmit);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Enviar" }));
    expect(await screen.findAllByText("Erro ao enviar formulário. Tente novamente.")).not.toHaveLength(0);
    expect(screen.getByRole("button", { name: "Enviar" })).toBeEnabled();
    expect(screen.getByLabelText("Nome completo")).toHaveValue("Ana Lúcia Araújo");
    expect(screen.getByLabelText("E-mail")).toHaveValue("ana@clinica.com.br");
    expect(screen.getByLabelText("Telefone (WhatsApp)")).toHaveValue("(11) 98765-4321");
    expect(screen.getByRole("checkbox")).toBeChecked();
    expect(error).toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Enviar" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });

  it("answers a filled honeypot like a success without submitting", async () => {
    const onSubmit = vi.fn<SubmitLead>();
    const user = setup(onSubmit);
    await fillValid(user);
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute("tabindex", "-1");
    if (trap) trap.value = "https://spam.example";
    await user.click(screen.getByRole("button", { name: "Enviar" }));
    expect(await screen.findByRole("heading", { name: "Obrigado" })).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("answers a too fast submission like a success without submitting", async () => {
    const onSubmit = vi.fn<SubmitLead>();
    const user = setup(onSubmit);
    await fillValid(user);
    clock -= 5000; // everything within the same instant
    await user.click(screen.getByRole("button", { name: "Enviar" }));
    expect(await screen.findByRole("heading", { name: "Obrigado" })).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("links the terms and the privacy policy in new tabs", () => {
    setup(vi.fn<SubmitLead>());
    const terms = screen.getByRole("link", { name: /Termos de Uso/ });
    const privacy = screen.getByRole("link", { name: /Aviso de Privacidade/ });
    expect(terms).toHaveAttribute("href", "/termos-de-uso");
    expect(privacy).toHaveAttribute("href", "/aviso-privacidade");
    for (const link of [terms, privacy]) expect(link).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("checkbox")).not.toBeChecked();
  });

  it("sends nothing for hostile input (markup, RTL, emoji, 10,000 characters)", async () => {
    const onSubmit = vi.fn<SubmitLead>();
    const user = setup(onSubmit);
    const name = screen.getByLabelText("Nome completo");
    const email = screen.getByLabelText("E-mail");
    const phone = screen.getByLabelText("Telefone (WhatsApp)");
    await user.click(screen.getByRole("checkbox"));
    const hostile: Array<[string, string, string]> = [
      ["<script>alert(1)</script>", "a@b.co", "11987654321"],
      ["\u202eavliS", "ana@clinica.com.br", "11987654321"],
      ["Ana 😀", "ana@clinica.com.br", "11987654321"],
      ["José da Silva", "x".repeat(10_000), "11987654321"],
      ["José da Silva", "مرحبا@مثال.كوم", "11987654321"],
      ["José da Silva", "ana@clinica.com.br", "<b>1234</b>"],
      ["a".repeat(10_000), "ana@clinica.com.br", "11987654321"],
    ];
    for (const [n, e, p] of hostile) {
      for (const [input, value] of [[name, n], [email, e], [phone, p]] as const) {
        await user.clear(input);
        // paste, not type: 10,000 keystrokes would only slow the test down
        input.focus();
        await user.paste(value);
      }
      clock += 5000;
      await user.click(screen.getByRole("button", { name: "Enviar" }));
      await waitFor(() => expect(document.querySelector('[aria-invalid="true"]')).not.toBeNull());
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
