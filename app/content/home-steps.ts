import { ClipboardList, MessageCircleHeart, Smartphone } from "lucide-react";
import type { IconCard } from "./types";

/**
 * "Como funciona": the three steps from a signed plan to the AI answering, as setup really goes (the home FAQ
 * says the same at length: our team configures the AI with what the clinic sends and connects the WhatsApp).
 * No promises under them: the refund is in the trust row right above, the setup time in the FAQ and the
 * closing band (docs/decisions/581).
 */
export const homeSteps = {
  id: "como-funciona",
  eyebrow: "Do contrato ao primeiro atendimento",
  title: "Como funciona em três passos",
  /** Over each step's title from lg, where the steps are cards side by side ("Passo 1"). */
  stepLabel: "Passo",
  /** The small decorative pictures over the steps from lg (the third reuses the hero's conversation). */
  visuals: {
    whatsapp: "WhatsApp da clínica",
    platform: "Atendra",
    connected: "Conectado",
    setup: ["Serviços", "Profissionais", "Horários", "Dúvidas frequentes"],
  },
  steps: [
    {
      icon: Smartphone,
      title: "Conecte o WhatsApp",
      description: "Nossa equipe conecta o WhatsApp da clínica à plataforma.",
    },
    {
      icon: ClipboardList,
      title: "Cadastre serviços e horários",
      description: "Você envia serviços, profissionais, horários e dúvidas frequentes; nossa equipe configura a IA.",
    },
    {
      icon: MessageCircleHeart,
      title: "A IA atende, agenda e confirma",
      description:
        "Ela responde, marca na agenda, envia lembretes e pede confirmação; sua equipe é avisada quando o paciente pede para falar com uma pessoa.",
    },
  ] satisfies readonly IconCard[],
} as const;
