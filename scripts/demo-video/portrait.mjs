// @ts-check
/**
 * The portrait cut of the demo video, for phones (docs/decisions/607): the same scenes and steps as the
 * landscape stills (templates.mjs), drawn for a 540x960 frame. The player shows it 343 px wide on a 375 px
 * phone, so the chat's 24 px text reads at ~15 px; the scene's words sit above the chat, not beside it.
 */
import { agenda, bell, bubble, c, conversations, esc, logo, mark, page, sideText } from "./templates.mjs";

/** @typedef {import("./templates.mjs").Ctx} Ctx */

/** Height of the words above the chat: the same on every step, so the chat never jumps between stills. */
const CAPTION = 318;

/** @param {{ width: number, height: number }} frame */
const portraitCss = (frame) => `
.mark { font-size: 24px; gap: 10px; }
.eyebrow { font-size: 17px; }
h1 { font-size: 33px; margin-top: 8px; }
p.body { margin-top: 12px; font-size: 21px; line-height: 1.38; }
.cap { position: absolute; left: 34px; right: 34px; top: 30px; height: ${CAPTION - 30}px; display: flex; flex-direction: column; }
.cap .text { margin-top: auto; margin-bottom: auto; }
.phone { left: 18px; right: 18px; width: auto; top: ${CAPTION}px; height: ${frame.height - CAPTION - 18}px; border-radius: 40px; padding: 10px; }
.screen { border-radius: 31px; position: relative; }
.bar { padding: 18px 20px 14px; }
.avatar { width: 46px; height: 46px; font-size: 21px; }
.bar .name { font-size: 21px; }
.bar .status { font-size: 16px; }
.chat { gap: 10px; padding: 14px 14px 10px; }
.msg { max-width: 86%; font-size: 24px; line-height: 1.33; padding: 11px 15px 8px; border-radius: 19px; }
.msg .time { font-size: 15px; }
.clinic .who { font-size: 15.5px; }
.typing { padding: 16px 18px; } .typing span { width: 11px; height: 11px; }
.audio { min-width: 300px; } .wave i { width: 4px; }
.pdf { width: 46px; height: 56px; font-size: 14px; }
.input { font-size: 19px; padding: 13px 20px; }
.notice { position: absolute; left: 12px; right: 12px; top: 92px; margin: 0; font-size: 21px; padding: 16px 18px; z-index: 1; }
.notice strong { font-size: 16px; }
`;

/** @param {Ctx} ctx @param {string} body @param {{ width: number, height: number }} frame */
const still = (ctx, body, frame) => page(ctx, body, { ...frame, extraCss: portraitCss(frame) });

/** @param {any} scene @param {number} stepIndex @param {Ctx} ctx @param {{ from?: number, words?: string }} [layout] */
function chatFrame(scene, stepIndex, ctx, layout = {}) {
  const step = scene.steps[stepIndex];
  const text = sideText(scene, stepIndex);
  const shown = scene.messages
    .slice(layout.from ?? 0, step.show ?? scene.messages.length)
    .map((/** @type {any} */ m) => bubble(m, ctx))
    .join("");
  const typing = step.typing ? `<div class="msg clinic typing"><span></span><span></span><span></span></div>` : "";
  // The team's notification drops over the chat, as a phone shows one.
  const notice = step.notice
    ? `<div class="notice">${bell}<div><strong>Notificação para a equipe</strong>${esc(step.notice)}</div></div>`
    : "";
  const words =
    layout.words ??
    `<div class="cap"><div class="text"><div class="eyebrow">${esc(text.eyebrow)}</div><h1>${esc(text.heading)}</h1><p class="body">${esc(text.body)}</p></div></div>`;
  return `${words}
<div class="phone"><div class="screen">
  <div class="bar"><div class="avatar">${esc(ctx.clinic.replace(/^Clínica\s+/, "").charAt(0))}</div><div><div class="name">${esc(ctx.clinic)}</div><div class="status">atendimento com IA · on-line</div></div></div>
  ${notice}<div class="chat">${shown}${typing}</div>
  <div class="input">Mensagem</div>
</div></div>`;
}

/** @param {any} scene @param {number} stepIndex @param {Ctx} ctx */
function panelFrame(scene, stepIndex, ctx) {
  const step = scene.steps[stepIndex];
  const dim = (/** @type {string} */ area) => (step.focus && step.focus !== area ? "opacity:.3;" : "");
  const ring = (/** @type {string} */ area) => (step.focus === area ? `box-shadow:0 0 0 4px ${c.a600};` : "");
  const badge = (/** @type {string} */ s) => {
    const colours = s === "Confirmada" ? [c.b100, c.b800] : s === "Agendada pela IA" ? [c.a100, c.a600] : ["#fdf3c4", "#7a5a00"];
    return `<span style="background:${colours[0]};color:${colours[1]};border-radius:999px;padding:3px 10px;font-size:15px;font-weight:700;white-space:nowrap">${esc(s)}</span>`;
  };
  const box = `border:1px solid ${c.line};border-radius:16px;overflow:hidden;background:#fff;box-shadow:0 18px 40px -28px rgba(4,41,39,.45)`;
  const head = `padding:12px 16px;font-weight:800;color:${c.b950};background:${c.b50}`;
  // Fewer rows than the landscape panel, at a size a phone reads.
  const rows = agenda
    .slice(0, 6)
    .map(
      ([t, n, , s]) =>
        `<div style="display:flex;align-items:center;gap:12px;padding:10px 16px;border-top:1px solid ${c.line}"><b style="width:56px;color:${c.b700}">${t}</b><b style="flex:1">${esc(n)}</b>${badge(/** @type {string} */ (s))}</div>`,
    )
    .join("");
  const convs = conversations
    .slice(0, 5)
    .map(
      ([n, m, who]) =>
        `<div style="padding:10px 16px;border-top:1px solid ${c.line}"><div style="display:flex;justify-content:space-between;gap:8px"><b>${esc(n)}</b><span style="font-size:15px;font-weight:700;color:${who === "IA" ? c.b700 : c.a600}">${esc(who)}</span></div><div style="font-size:16px;color:${c.muted};white-space:nowrap;overflow:hidden;text-overflow:ellipsis">${esc(m)}</div></div>`,
    )
    .join("");
  return `
<div style="position:absolute;left:34px;right:34px;top:34px">${mark(ctx)}<div class="eyebrow" style="margin-top:26px">${esc(step.eyebrow)}</div><h1>${esc(step.heading)}</h1></div>
<div style="position:absolute;left:22px;right:22px;top:262px;bottom:26px;display:flex;flex-direction:column;gap:18px;font-size:18px">
  <div style="${box};${dim("agenda")}${ring("agenda")}"><div style="${head}">Agenda de quinta · Dra. Paula</div>${rows}</div>
  <div style="${box};${dim("conversas")}${ring("conversas")}"><div style="${head}">Conversas em andamento</div>${convs}</div>
</div>`;
}

/** @param {any} scene @param {number} stepIndex @param {Ctx} ctx */
function statsFrame(scene, stepIndex, ctx) {
  const shown = scene.steps[stepIndex].show ?? scene.stats.length;
  const cards = scene.stats
    .map(
      (/** @type {any} */ s, /** @type {number} */ i) =>
        `<div style="visibility:${i < shown ? "visible" : "hidden"};background:#fff;border:1px solid ${c.line};border-radius:22px;padding:22px 26px;box-shadow:0 18px 36px -26px rgba(4,41,39,.45)"><div style="font-size:40px;font-weight:800;color:${c.b700};letter-spacing:-0.03em">${esc(s.value)}</div><div style="margin-top:6px;font-size:22px;line-height:1.3;color:${c.muted}">${esc(s.label)}</div></div>`,
    )
    .join("");
  return `
<div style="position:absolute;left:34px;right:34px;top:34px">${mark(ctx)}</div>
<div style="position:absolute;left:34px;right:34px;top:120px"><h1 style="font-size:38px">${esc(scene.heading)}</h1>
<div style="display:flex;flex-direction:column;gap:20px;margin-top:30px">${cards}</div>
<p style="margin-top:26px;font-size:19px;line-height:1.4;font-weight:600;color:${c.ink}">${esc(scene.note)}</p></div>`;
}

/** @param {any} scene @param {Ctx} ctx */
function titleFrame(scene, ctx) {
  return `
<div style="position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center;padding:0 40px">
  <div class="mark" style="font-size:34px;gap:14px">${logo(c.b700, "#fff", 52)}<span>${esc(ctx.productName)}</span></div>
  <h1 style="font-size:44px;margin-top:40px">${esc(scene.heading)}</h1>
  <p class="body" style="font-size:25px;margin-top:22px">${esc(scene.body)}</p>
  ${scene.note ? `<p style="margin-top:30px;font-size:20px;line-height:1.4;color:${c.ink}">${esc(scene.note)}</p>` : ""}
</div>`;
}

/** @param {any} scene @param {number} stepIndex @param {Ctx} ctx @param {{ width: number, height: number }} frame */
export function renderPortraitFrame(scene, stepIndex, ctx, frame) {
  switch (scene.layout) {
    case "chat":
      return still(ctx, chatFrame(scene, stepIndex, ctx), frame);
    case "panel":
      return still(ctx, panelFrame(scene, stepIndex, ctx), frame);
    case "stats":
      return still(ctx, statsFrame(scene, stepIndex, ctx), frame);
    case "title":
      return still(ctx, titleFrame(scene, ctx), frame);
    default:
      throw new Error(`unknown layout ${scene.layout}`);
  }
}

/**
 * The phone's poster (the home's): the promise on top, the end of the booking conversation at the bottom, and
 * the middle left free for the play mark the player draws there. The demo page's cover is a still of the video.
 * @param {any[]} scenes @param {Ctx} ctx @param {{ width: number, height: number }} frame
 */
export function renderPortraitCover(scenes, ctx, frame) {
  const booking = scenes.find((s) => s.id === "agendamento");
  const cover = { ...booking, steps: [{ show: booking.messages.length }] };
  const words = `<div style="position:absolute;left:34px;right:34px;top:34px">${mark(ctx)}
<div class="eyebrow" style="margin-top:30px">Vídeo de demonstração</div><h1 style="font-size:40px">Do primeiro “oi” à consulta confirmada</h1>
<p class="body" style="font-size:20px">Atendimento, agendamento, lembrete e confirmação pelo WhatsApp.</p></div>`;
  const body = chatFrame(cover, 0, ctx, { from: 5, words }).replace(
    '<div class="phone">',
    `<div class="phone" style="top:560px;height:382px">`,
  );
  return still(ctx, body, frame);
}

/** The end screen's picture for phones; the player writes "Clique para assistir novamente" over its middle. */
export function renderPortraitEnd(/** @type {Ctx} */ ctx, /** @type {{ width: number, height: number }} */ frame) {
  return still(
    ctx,
    `<div style="position:absolute;inset:0;background:linear-gradient(160deg, ${c.b800}, ${c.b950});"></div>
<div style="position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:space-between;padding:90px 44px 100px;color:#fff;text-align:center">
  <div class="mark" style="color:#fff;font-size:36px;gap:14px">${logo("#fff", c.b800, 52)}<span>${esc(ctx.productName)}</span></div>
  <div style="font-size:26px;line-height:1.4;color:${c.b100}">Atendimento, agendamento e confirmação de consultas com IA</div>
</div>`,
    frame,
  );
}
