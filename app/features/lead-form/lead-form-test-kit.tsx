import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { createRoutesStub } from "react-router";
import type { LeadFormProps } from "./lead-form";
import type { SubmitLead } from "./submission";

/**
 * For the lead form's component tests: the contact form on /contato with a thank-you route.
 * `LeadForm` comes in as an argument because some tests import a fresh copy of the module.
 */
export function renderContactForm(
  LeadForm: ComponentType<LeadFormProps>,
  onSubmit: SubmitLead,
  { messageToSend = "", url = "/contato?utm_source=google" } = {},
) {
  const Stub = createRoutesStub([
    {
      path: "/contato",
      Component: () => (
        <LeadForm
          automationId="contato-form-automation-id"
          formTitle="Conheça o produto"
          redirectTo="/obrigado"
          onSubmit={onSubmit}
          privacyPolicyUrl="/aviso-privacidade"
          messageToSend={messageToSend}
        />
      ),
    },
    { path: "/obrigado", Component: () => <h1>Obrigado</h1> },
  ]);
  render(<Stub initialEntries={[url]} />);
  return userEvent.setup();
}

export const validLead = { name: "Ana Lúcia Araújo", email: "ana@clinica.com.br", phone: "11987654321" };

export async function fillValidLead(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Nome completo"), validLead.name);
  await user.type(screen.getByLabelText("E-mail"), validLead.email);
  await user.type(screen.getByLabelText("Telefone (WhatsApp)"), validLead.phone);
  await user.click(screen.getByRole("checkbox"));
}
