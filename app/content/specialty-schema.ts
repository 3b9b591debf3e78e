import { z } from "astro/zod";
import { specialtyFeatureKeys } from "./specialty-features";

/**
 * One specialty (content/specialties/{slug}.yaml): its page /especialidades/{slug}, its card on
 * /especialidades, its sitemap line, its share image, its /contato?source={slug} variant and its place
 * in the navigation all follow from the file (lib/specialties.ts). The build stops on a file that
 * breaks this shape, naming the file and the field.
 */
const text = (min: number, max: number) => z.string().trim().min(min).max(max);

const patientMessage = z.object({ kind: z.enum(["text", "audio", "photo"]), text: text(1, 300) });
const assistantMessage = z.object({ kind: z.enum(["text", "event"]), text: text(1, 300) });

/** The simulator's conversation (content/simulator-types.ts) less `id` and `source`, which the slug gives. */
export const specialtyScenarioSchema = z.object({
  tab: text(3, 60),
  summary: text(5, 120),
  when: text(3, 60),
  start: z.string().min(1),
  nodes: z.record(
    z.string().min(1),
    z.object({
      assistant: z.array(assistantMessage),
      replies: z
        .array(z.object({ label: text(1, 90).optional(), says: z.array(patientMessage).min(1), next: z.string().min(1) }))
        .optional(),
    }),
  ),
});

/** Icons a specialty may take (lucide, drawn at build time: sections/specialties/specialty-look.ts). */
export const specialtyIcons = ["smile", "baby", "sparkles", "eye", "flower", "heart-pulse", "stethoscope"] as const;
/**
 * The hue a specialty file takes, one of a cool family (sections/specialties/specialty-look.ts): its icon tile, its
 * index card's bar and its page's header badge. No warm hue: orange is the colour of the calls to action.
 */
export const specialtyAccents = ["teal", "sky", "violet", "indigo", "emerald", "cyan"] as const;

/** What a patient's need is about, for its card's icon (sections/specialties/specialty-look.ts); distinct on a page. */
export const askIcons = [
  "price",
  "sessions",
  "return",
  "routine",
  "media",
  "family",
  "symptoms",
  "after-hours",
  "exam",
  "privacy",
  "doctor",
  "question",
] as const;

const titledText = z.object({ title: text(3, 100), icon: z.enum(askIcons), text: text(20, 500) });

export const specialtySchema = z
  .object({
    /** Position on the index page and in the navigation. */
    order: z.number().int().min(1),
    /** Its icon and accent colour, on its index card and its page's header. */
    icon: z.enum(specialtyIcons),
    accent: z.enum(specialtyAccents),
    /** The specialty as a label: "Odontologia". */
    name: text(3, 40),
    /** Who works in it, plural, for the share image's footer: "para cirurgiões-dentistas". */
    specialist: text(3, 40),
    /** "sua clínica odontológica": the /contato heading uses it. */
    clinicPhrase: text(3, 60),
    /** The <title> without the site's suffix. */
    title: text(10, 60),
    description: text(120, 160),
    heading: text(10, 120),
    /** Two sentences at most, so a phone's first screen holds the call under it. */
    lead: text(40, 180),
    card: text(20, 240),
    /** The index tile's caption on a phone, under the name: the specialty's top reason in two short lines at most. */
    tileLine: text(10, 36),
    /**
     * The index card's chat bubble: which typed message of the patient's opening it shows,
     * by position from 1 (`opening`: a reply of the start node; `message`: one of its messages). A pointer, not
     * the words, so the card and the page's conversation cannot drift apart; specialty-entry.ts reads it.
     */
    cardMessage: z.object({ opening: z.number().int().min(1), message: z.number().int().min(1) }),
    asks: z
      .array(titledText)
      .min(3)
      .max(5)
      .refine((asks) => new Set(asks.map((a) => a.icon)).size === asks.length, "each ask needs its own icon"),
    features: z
      .array(z.object({ feature: z.enum(specialtyFeatureKeys), text: text(20, 400) }))
      .min(3)
      .max(5),
    scenario: specialtyScenarioSchema,
    faq: z
      .array(z.object({ question: text(10, 200), answer: text(20, 1000) }))
      .min(3)
      .max(5),
    contact: z.object({ heading: text(10, 120), subtitle: text(40, 500), formTitle: text(5, 80) }),
  })
  .refine((data) => openingMessage(data)?.kind === "text", {
    message: "cardMessage must point to a typed message (kind: text) of a reply of the scenario's start node",
    path: ["cardMessage"],
  });

/** The message `cardMessage` points to, if there is one. */
export function openingMessage({
  scenario,
  cardMessage,
}: {
  scenario: z.infer<typeof specialtyScenarioSchema>;
  cardMessage: { opening: number; message: number };
}) {
  return scenario.nodes[scenario.start]?.replies?.[cardMessage.opening - 1]?.says[cardMessage.message - 1];
}

export type Specialty = z.infer<typeof specialtySchema>;
