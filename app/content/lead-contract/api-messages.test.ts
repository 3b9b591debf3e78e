import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { apiMessages } from "./api-messages";

/**
 * nginx answers some refusals by itself (deploy/nginx.conf cannot import a module): each text it writes must
 * be one of the server's messages, so a visitor reads the same words whichever of the two refused the post.
 */
const conf = readFileSync(join(process.cwd(), "deploy/nginx.conf"), "utf8");

/** Every `return CODE 'text';` with a text: its status and the words a visitor reads (a JSON body's `error`). */
function nginxAnswers(text: string): { status: number; words: string }[] {
  return [...text.matchAll(/^\s*return\s+(\d{3})\s+(['"])(.+)\2;\s*$/gm)].map(([, status, , body]) => {
    const raw = body!.replace(/\\n$/, "");
    return { status: Number(status), words: raw.startsWith("{") ? (JSON.parse(raw) as { error: string }).error : raw };
  });
}

describe("nginx's own answers", () => {
  it("say what the server says: the 429 its limit sends, and every other text it writes", () => {
    const answers = nginxAnswers(conf);
    expect(answers.filter((a) => a.status === 429).map((a) => a.words)).toEqual([apiMessages.tooManyPosts]);
    const limitKb = /client_max_body_size (\d+)k;/.exec(conf)?.[1];
    expect(limitKb, "deploy/nginx.conf has no client_max_body_size in KB").toBeDefined();
    const known = [...Object.values(apiMessages).filter((m) => typeof m === "string"), apiMessages.bodyTooLarge(Number(limitKb))];
    expect(answers.length).toBeGreaterThanOrEqual(4);
    for (const { status, words } of answers) expect(known, `nginx's ${status} text`).toContain(words);
  });
});
