import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { site } from "~/site";
import { fillValidLead, renderContactForm } from "./lead-form-test-kit";
import { SUBMIT_ERROR_MESSAGE } from "./lead-form-view";
import type { SubmitLead } from "./submission";

// The live form's module arrives when the test says so, or fails to.
const chunk = { imports: 0, fail: false, release: () => {}, gate: Promise.resolve() };

function holdChunk() {
  chunk.gate = new Promise<void>((resolve) => (chunk.release = resolve));
}

let clock = 0;

async function setup(onSubmit: SubmitLead) {
  // A fresh module each time: the loaded live form is remembered per page load.
  vi.resetModules();
  vi.doMock("./lead-form-live", async (importOriginal) => {
    chunk.imports += 1;
    await chunk.gate;
    if (chunk.fail) throw new TypeError("Failed to fetch dynamically imported module");
    return importOriginal();
  });
  const { LeadForm } = await import("./lead-form");
  return renderContactForm(LeadForm, onSubmit, { url: "/contato" });
}

async function fillValid(user: ReturnType<typeof renderContactForm>) {
  await fillValidLead(user);
  clock += 5000;
}

const isLive = () => screen.getByLabelText("Telefone (WhatsApp)").getAttribute("value") !== null;

beforeEach(() => {
  clock = 1000;
  vi.spyOn(performance, "now").mockImplementation(() => clock);
  chunk.imports = 0;
  chunk.fail = false;
  chunk.gate = Promise.resolve();
  localStorage.clear();
});

describe("LeadForm before its code loads", () => {
  it("starts as the static form and loads nothing until the first intent", async () => {
    await setup(vi.fn());
    expect(screen.getByRole("button", { name: "Enviar" })).toBeEnabled();
    expect(isLive()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(chunk.imports).toBe(0);
    fireEvent.focusIn(screen.getByLabelText("E-mail"));
    await waitFor(() => expect(isLive()).toBe(true));
    expect(chunk.imports).toBe(1);
  });

  it("hands the typed values, the ticked box and the caret over to the live form", async () => {
    holdChunk();
    const user = await setup(vi.fn());
    await fillValid(user);
    const name = screen.getByLabelText("Nome completo") as HTMLInputElement;
    name.focus();
    name.setSelectionRange(3, 3);
    expect(isLive()).toBe(false);

    await act(async () => chunk.release());
    await waitFor(() => expect(isLive()).toBe(true));
    const liveName = screen.getByLabelText("Nome completo") as HTMLInputElement;
    expect(liveName).not.toBe(name);
    expect(liveName).toHaveValue("Ana Lúcia Araújo");
    expect(liveName).toHaveFocus();
    expect(liveName.selectionStart).toBe(3);
    expect(screen.getByLabelText("E-mail")).toHaveValue("ana@clinica.com.br");
    expect(screen.getByLabelText("Telefone (WhatsApp)")).toHaveValue("(11) 98765-4321");
    expect(screen.getByRole("checkbox")).toBeChecked();
  });

  it("sends a submission pressed while the code was on its way", async () => {
    holdChunk();
    const onSubmit = vi.fn<SubmitLead>(() => Promise.resolve());
    const user = await setup(onSubmit);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Enviar" }));
    expect(onSubmit).not.toHaveBeenCalled();

    await act(async () => chunk.release());
    expect(await screen.findByRole("heading", { name: "Obrigado" })).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ name: "Ana Lúcia Araújo", phone: "+55 11987654321" });
  });

  it("says so when the code cannot load, keeps every value, and tries again on the next send", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    holdChunk();
    chunk.fail = true;
    const onSubmit = vi.fn<SubmitLead>(() => Promise.resolve());
    const user = await setup(onSubmit);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Enviar" }));
    await act(async () => chunk.release());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(SUBMIT_ERROR_MESSAGE);
    expect(within(alert).getByRole("link")).toHaveAttribute("href", `mailto:${site.company.email}`);
    expect(screen.getByLabelText("Nome completo")).toHaveValue("Ana Lúcia Araújo");
    expect(screen.getByLabelText("Telefone (WhatsApp)")).toHaveValue("11987654321");
    expect(screen.getByRole("checkbox")).toBeChecked();

    chunk.fail = false;
    await user.click(screen.getByRole("button", { name: "Enviar" }));
    expect(await screen.findByRole("heading", { name: "Obrigado" })).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
