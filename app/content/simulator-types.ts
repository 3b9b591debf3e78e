/** What the patient (the visitor) sends: text, a voice message (with what it says) or a photo (with what it shows). */
export type PatientMessage = { kind: "text"; text: string } | { kind: "audio"; text: string } | { kind: "photo"; text: string };

/**
 * What the clinic's side shows: the assistant's text, or an event (what happened in the clinic's agenda
 * or panel), drawn as a note in the middle of the chat, not as a message.
 */
export type AssistantMessage = { kind: "text"; text: string } | { kind: "event"; text: string };

export type SimMessage = PatientMessage | AssistantMessage;

/** A suggested reply: one tap sends one message or several in a row. */
export interface SimReply {
  /** The button's text when it is not the messages themselves (a voice message, a photo). */
  label?: string;
  says: readonly PatientMessage[];
  /** Key of the node the conversation goes to. */
  next: string;
}

/** One step: what the assistant sends, then the replies offered (none: the conversation ends here). */
export interface SimNode {
  assistant: readonly AssistantMessage[];
  replies?: readonly SimReply[];
}

/** One scripted conversation with the fictional clinic. */
export interface SimScenario {
  /** The home page's four: content/simulator-sources; a specialty's: `especialidade-{slug}`. */
  id: string;
  /** Name on the scenario's button. */
  tab: string;
  /** One line under the name. */
  summary: string;
  /** Day and time shown at the top of the chat (illustrative). */
  when: string;
  /** `source` of its "Quero isso na minha clínica" link. */
  source: string;
  start: string;
  nodes: Readonly<Record<string, SimNode>>;
}
