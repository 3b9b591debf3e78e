import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DRAFT_KEY } from "./draft";
import { LeadForm } from "./lead-form";
import type { SubmitLead } from "./submission";
import { messages } from "./validation";

let clock = 0;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const send = () => screen.getByRole("button", { name: "Enviar" });

/** The contact form on /contato with a thank-you route; `clock` runs 5 s past the fill-time filter. */
function setup(onSubmit: SubmitLead = vi.fn<SubmitLead>()) {
  const Stub = createRoutesStub([
    {
      path: "/contato",
      Component: () => (
        <LeadForm automationId="contato-form-automation-id" formTitle="Conheça o produto" redirectTo="/obrigado" onSubmit={onSubmit} privacyPolicyUrl="/aviso-privacidade" messageToSend="" />
      ),
    },
    { path: "/obrigado", Component: () => <h1>Obrigado</h1> },
  ]);
  const view = render(<Stub initialEntries={["/contato?utm_source=google"]} />);
  clock += 5000;
  return { user: userEvent.setup(), view };
}

/** Pastes (typing 40 characters only slows the tests down; the mask's typing has its own test). */
async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of [["Nome completo", "Ana Lúcia Araújo"], ["E-mail", "ana@clinica.com.br"], ["Telefone (WhatsApp)", "11987654321"]] as const) {
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

// Generous: the jsdom renders are slow on a busy machine, and a timeout here would say nothing about the form.
describe("LeadForm", { timeout: 15_000 }, () => {
  it("shows every field error, links it, and focuses the first invalid field; checking the terms clears theirs", async () => {
    const onSubmit = vi.fn<SubmitLead>();
    const { user } = setup(onSubmit);
    await user.click(send());
    await waitFor(() => expect(field("Nome completo")).toHaveFocus());
    for (const [label, message] of [["Nome completo", messages.nameRequired], ["E-mail", messages.emailRequired], ["Telefone (WhatsApp)", messages.phoneRequired]] as const) {
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

  it("masks the phone and clears it with its error when the country changes", async () => {
    const { user } = setup();
    await user.type(field("Telefone (WhatsApp)"), "1198");
    await user.click(send());
    expect(await screen.findByText(messages.phoneMin)).toBeInTheDocument();
    expect(field("Telefone (WhatsApp)")).toHaveValue("(11) 98");
    await user.selectOptions(screen.getByLabelText("País"), "US");
    expect(field("Telefone (WhatsApp)")).toHaveValue("");
    expect(field("Telefone (WhatsApp)")).toHaveAttribute("placeholder", "(555) 123-4567");
    expect(screen.queryByText(messages.phoneMin)).not.toBeInTheDocument();
    await user.type(field("Telefone (WhatsApp)"), "2125550123");
    expect(field("Telefone (WhatsApp)")).toHaveValue("(212) 555-0123");
  });

  it("sends one submission with the spec's fields, stores consent, clears the draft and goes to the thank-you page", async () => {
    let release: () => void = () => undefined;
    const onSubmit = vi.fn<SubmitLead>(() => new Promise<void>((resolve) => (release = resolve)));
    const { user } = setup(onSubmit);
    await fillValid(user);
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "{}")).toEqual({ name: "Ana Lúcia Araújo", email: "ana@clinica.com.br", country: "BR", phone: "(11) 98765-4321" });
    await user.dblClick(send());
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
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("keeps every value, shows the error toast and re-enables the button on failure", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const onSubmit = vi.fn<SubmitLead>(async () => Promise.reject(new Error("HTTP 500")));
    const { user } = setup(onSubmit);
    await fillValid(user);
    await user.click(send());
    const toast = await screen.findByRole("region", { name: /Notificações/ });
    await waitFor(() => expect(toast).toHaveTextContent("Erro ao enviar formulário. Tente novamente."));
    expect(send()).toBeEnabled();
    expect([field("Nome completo").value, field("E-mail").value, field("Telefone (WhatsApp)").value]).toEqual(["Ana Lúcia Araújo", "ana@clinica.com.br", "(11) 98765-4321"]);
    expect(screen.getByRole("checkbox")).toBeChecked();
    expect(error).toHaveBeenCalledWith("[lead-form] error sending contact form", expect.any(Error));
    await user.click(send());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });

  it.each([
    ["a filled honeypot", () => void (document.querySelector<HTMLInputElement>('input[name="website"][tabindex="-1"]')!.value = "https://spam.example")],
    ["a too fast submission", () => (clock -= 5000)],
  ])("answers %s like a success without submitting", async (_label, trick) => {
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    const onSubmit = vi.fn<SubmitLead>();
    const { user } = setup(onSubmit);
    await fillValid(user);
    trick();
    await user.click(send());
    expect(await screen.findByRole("heading", { name: "Obrigado" })).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends nothing for hostile input (markup, RTL, emoji, 10,000 characters)", async () => {
    const onSubmit = vi.fn<SubmitLead>();
    const { user } = setup(onSubmit);
    await fillValid(user);
    const labels = ["Nome completo", "E-mail", "Telefone (WhatsApp)"];
    const valid = labels.map((label) => field(label).value);
    for (const [index, value] of [
      [0, "<script>alert(1)</script>"], [0, "\u202eavliS"], [0, "Ana 😀"], [0, "a".repeat(10_000)],
      [1, "x".repeat(10_000)], [1, "مرحبا@مثال.كوم"], [2, "<b>1234</b>"],
    ] as const) {
      // Set at once, not typed: 10,000 keystrokes would only slow the test down.
      labels.forEach((label, i) => fireEvent.change(field(label), { target: { value: i === index ? value : valid[i] } }));
      await user.click(send());
      await waitFor(() => expect(field(labels[index]!)).toHaveAttribute("aria-invalid", "true"));
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("brings back name, e-mail, country and phone from the tab's storage, never the terms, and sends nothing", async () => {
    const onSubmit = vi.fn<SubmitLead>();
    const first = setup(onSubmit);
    await first.user.type(field("Nome completo"), "Ana");
    await first.user.selectOptions(screen.getByLabelText("País"), "PT");
    await first.user.type(field("Telefone (WhatsApp)"), "912345678");
    await first.user.click(screen.getByRole("checkbox"));
    first.view.unmount();
    setup(onSubmit);
    await waitFor(() => expect(field("Nome completo")).toHaveValue("Ana"));
    expect([field("E-mail").value, (screen.getByLabelText("País") as HTMLSelectElement).value, field("Telefone (WhatsApp)").value]).toEqual(["", "PT", "912345678"]);
    expect(field("Telefone (WhatsApp)")).toHaveAttribute("placeholder", "912345678");
    expect(screen.getByRole("checkbox")).not.toBeChecked();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
