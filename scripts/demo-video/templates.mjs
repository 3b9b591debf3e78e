// @ts-check
/** HTML of each still of the demo video, in the site's colours (app/styles/app.css) and font. */

/** @typedef {{ productName: string, clinic: string, fontDataUrl: string }} Ctx */

export const c = {
  b50: "#effcf9",
  b100: "#c9f5ec",
  b200: "#94eadb",
  b600: "#0b8177",
  b700: "#0d6760",
  b800: "#10524e",
  b950: "#042927",
  a50: "#fff4ed",
  a100: "#ffe6d4",
  a600: "#d9531f",
  ink: "#10201f",
  muted: "#4a5b5a",
  line: "#dbe5e3",
  surface: "#f6faf9",
};

/**
 * Escapes a text for the stills; the urgency number never wraps away from the service's name (a line
 * ending in "SAMU" and the next starting with "192" reads as two facts).
 * @param {unknown} s
 */
export const esc = (s) =>
  String(s ?? "")
    .replace(/SAMU 192/g, "SAMU\u00a0192")
    .replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch] ?? ch);

/**
 * A still of the given frame size (the landscape cut's by default); `extraCss` restyles the shared classes
 * for another cut (portrait.mjs).
 * @param {Ctx} ctx @param {string} body @param {{ width: number, height: number, extraCss?: string }} [frame]
 */
export function page(ctx, body, frame = { width: 1280, height: 720 }) {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><style>
@font-face { font-family: Inter; src: url(${ctx.fontDataUrl}) format("woff2"); font-weight: 100 900; }
* { box-sizing: border-box; }
html, body { margin: 0; width: ${frame.width}px; height: ${frame.height}px; overflow: hidden; }
body { font-family: Inter, sans-serif; color: ${c.ink}; background: linear-gradient(135deg, ${c.b50} 0%, #fff 55%, ${c.a50} 100%); position: relative; }
.mark { display: flex; align-items: center; gap: 12px; font-weight: 800; font-size: 30px; color: ${c.b950}; letter-spacing: -0.02em; }
.eyebrow { color: ${c.a600}; font-weight: 700; font-size: 20px; text-transform: uppercase; letter-spacing: 0.06em; }
h1 { margin: 14px 0 0; font-size: 50px; line-height: 1.08; font-weight: 800; color: ${c.b950}; letter-spacing: -0.025em; }
p.body { margin: 20px 0 0; font-size: 25px; line-height: 1.4; color: ${c.muted}; }
.left { position: absolute; left: 72px; top: 56px; width: 590px; height: 608px; display: flex; flex-direction: column; }
.left .text { margin-top: auto; margin-bottom: auto; }
.phone { position: absolute; left: 780px; top: 28px; width: 380px; height: 664px; border-radius: 46px; background: ${c.b950}; padding: 12px; box-shadow: 0 30px 60px -20px rgba(4,41,39,.45); }
.screen { width: 100%; height: 100%; border-radius: 36px; overflow: hidden; background: ${c.surface}; display: flex; flex-direction: column; }
.bar { background: ${c.b700}; color: #fff; padding: 26px 18px 14px; display: flex; align-items: center; gap: 12px; }
.avatar { width: 42px; height: 42px; border-radius: 50%; background: ${c.b100}; color: ${c.b800}; font-weight: 800; display: grid; place-items: center; font-size: 19px; }
.bar .name { font-weight: 700; font-size: 18px; }
.bar .status { font-size: 14px; opacity: .85; }
.chat { flex: 1; min-height: 0; overflow: hidden; display: flex; flex-direction: column; justify-content: flex-end; gap: 8px; padding: 14px 14px 10px; }
.msg { flex: none; max-width: 82%; padding: 10px 13px 7px; border-radius: 16px; font-size: 17px; line-height: 1.35; box-shadow: 0 1px 1px rgba(0,0,0,.08); }
.msg .time { display: block; text-align: right; font-size: 12px; color: ${c.muted}; margin-top: 3px; }
.patient { align-self: flex-end; background: ${c.b100}; border-bottom-right-radius: 5px; }
.clinic { align-self: flex-start; background: #fff; border-bottom-left-radius: 5px; }
.clinic .who { display: block; font-size: 12.5px; font-weight: 700; color: ${c.b700}; margin-bottom: 2px; }
.typing { display: flex; gap: 5px; padding: 14px 16px; }
.typing span { width: 9px; height: 9px; border-radius: 50%; background: ${c.b600}; opacity: .55; }
.typing span:nth-child(2) { opacity: .8; } .typing span:nth-child(3) { opacity: 1; }
.audio { display: flex; align-items: center; gap: 10px; min-width: 230px; }
.play { width: 0; height: 0; border-left: 14px solid ${c.b700}; border-top: 9px solid transparent; border-bottom: 9px solid transparent; }
.wave { display: flex; align-items: center; gap: 3px; flex: 1; }
.wave i { display: block; width: 3px; border-radius: 2px; background: ${c.b700}; }
.file { display: flex; align-items: center; gap: 12px; }
.pdf { width: 40px; height: 48px; border-radius: 6px; background: ${c.a600}; color: #fff; font-size: 12px; font-weight: 800; display: grid; place-items: center; }
.input { margin: 0 12px 14px; background: #fff; border-radius: 999px; padding: 12px 18px; color: ${c.muted}; font-size: 16px; border: 1px solid ${c.line}; }
.notice { margin-top: 28px; display: flex; gap: 14px; align-items: flex-start; background: #fff; border: 2px solid ${c.a600}; border-radius: 18px; padding: 18px 20px; font-size: 20px; line-height: 1.35; box-shadow: 0 16px 32px -18px rgba(217,83,31,.6); }
.bell { flex: none; width: 38px; height: 38px; border-radius: 50%; background: ${c.a100}; display: grid; place-items: center; }
.notice strong { display: block; color: ${c.a600}; font-size: 16px; text-transform: uppercase; letter-spacing: .05em; margin-bottom: 4px; }
${frame.extraCss ?? ""}
</style></head><body>${body}</body></html>`;
}

/** @param {string} fill @param {string} stroke @param {number} size */
export function logo(fill, stroke, size) {
  return `<svg viewBox="0 0 32 32" width="${size}" height="${size}"><path d="M6 4h20a4 4 0 0 1 4 4v13a4 4 0 0 1-4 4H14l-6.5 5v-5H6a4 4 0 0 1-4-4V8a4 4 0 0 1 4-4Z" fill="${fill}"/><path d="m10.5 14.5 3.5 3.5 7.5-7.5" fill="none" stroke="${stroke}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
}

/** @param {Ctx} ctx */
export const mark = (ctx) => `<div class="mark">${logo(c.b700, "#fff", 40)}<span>${esc(ctx.productName)}</span></div>`;

export const bell = `<span class="bell"><svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="${c.a600}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"><path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9"/><path d="M10.3 21a1.94 1.94 0 0 0 3.4 0"/></svg></span>`;

/** @param {any} m @param {Ctx} ctx */
export function bubble(m, ctx) {
  const time = `<span class="time">${esc(m.time)}</span>`;
  if (m.audio) {
    const bars = [8, 16, 22, 12, 26, 18, 10, 20, 28, 14, 9, 18, 24, 12, 7, 16, 20, 10].map((h) => `<i style="height:${h}px"></i>`).join("");
    return `<div class="msg patient"><div class="audio"><span class="play"></span><span class="wave">${bars}</span><span>${esc(m.audio)}</span></div>${time}</div>`;
  }
  if (m.file) {
    return `<div class="msg patient"><div class="file"><span class="pdf">PDF</span><span><b>${esc(m.file)}</b><br><small>1 página</small></span></div>${time}</div>`;
  }
  const who = m.from === "clinic" ? `<span class="who">${esc(ctx.productName)} · IA da ${esc(ctx.clinic)}</span>` : "";
  return `<div class="msg ${m.from === "clinic" ? "clinic" : "patient"}">${who}${esc(m.text)}${time}</div>`;
}

/** Side text of a step: its own, or the last one given earlier in the scene. */
export function sideText(/** @type {any} */ scene, /** @type {number} */ stepIndex) {
  let text = { eyebrow: "", heading: "", body: "" };
  for (const step of scene.steps.slice(0, stepIndex + 1)) {
    if (step.heading !== undefined) text = { eyebrow: step.eyebrow ?? "", heading: step.heading, body: step.body ?? "" };
  }
  return text;
}

/** @param {any} scene @param {number} stepIndex @param {Ctx} ctx @param {{ textWidth?: number, from?: number }} [layout] */
function chatFrame(scene, stepIndex, ctx, layout = {}) {
  const step = scene.steps[stepIndex];
  const text = sideText(scene, stepIndex);
  const shown = scene.messages
    .slice(layout.from ?? 0, step.show ?? scene.messages.length)
    .map((/** @type {any} */ m) => bubble(m, ctx))
    .join("");
  const typing = step.typing ? `<div class="msg clinic typing"><span></span><span></span><span></span></div>` : "";
  const notice = step.notice
    ? `<div class="notice">${bell}<div><strong>Notificação para a equipe</strong>${esc(step.notice)}</div></div>`
    : "";
  return `
<div class="left"${layout.textWidth ? ` style="width:${layout.textWidth}px"` : ""}>${mark(ctx)}<div class="text"><div class="eyebrow">${esc(text.eyebrow)}</div><h1>${esc(text.heading)}</h1><p class="body">${esc(text.body)}</p>${notice}</div></div>
<div class="phone"><div class="screen">
  <div class="bar"><div class="avatar">${esc(ctx.clinic.replace(/^Clínica\s+/, "").charAt(0))}</div><div><div class="name">${esc(ctx.clinic)}</div><div class="status">atendimento com IA · on-line</div></div></div>
  <div class="chat">${shown}${typing}</div>
  <div class="input">Mensagem</div>
</div></div>`;
}

export const agenda = [
  ["08:00", "Rafael Costa", "Avaliação", "Confirmada"],
  ["08:30", "Beatriz Lima", "Limpeza", "Confirmada"],
  ["09:00", "Jorge Almeida", "Restauração", "Confirmada"],
  ["09:30", "Ana Souza", "Retorno", "Aguardando resposta"],
  ["10:00", "Lucas Ferreira", "Avaliação", "Confirmada"],
  ["10:30", "Carla Mendes", "Clareamento", "Agendada pela IA"],
  ["11:00", "Pedro Rocha", "Limpeza", "Confirmada"],
];
export const conversations = [
  ["Mariana Alves", "Consulta confirmada. Até amanhã!", "IA"],
  ["Fernanda Dias", "Pode ser sexta às 9h30?", "IA"],
  ["Roberto Nunes", "Vou verificar o reembolso para você", "Júlia · recepção"],
  ["Sônia Martins", "Obrigada pelo lembrete!", "IA"],
  ["Thiago Ramos", "Enviei o pedido do exame", "Carlos · gestor"],
];

/** @param {any} scene @param {number} stepIndex @param {Ctx} ctx */
function panelFrame(scene, stepIndex, ctx) {
  const step = scene.steps[stepIndex];
  const dim = (/** @type {string} */ area) => (step.focus && step.focus !== area ? "opacity:.3;" : "");
  const ring = (/** @type {string} */ area) => (step.focus === area ? `box-shadow:0 0 0 4px ${c.a600};` : "");
  const badge = (/** @type {string} */ s) => {
    const colours = s === "Confirmada" ? [c.b100, c.b800] : s === "Agendada pela IA" ? [c.a100, c.a600] : ["#fdf3c4", "#7a5a00"];
    return `<span style="background:${colours[0]};color:${colours[1]};border-radius:999px;padding:3px 10px;font-size:13px;font-weight:700;white-space:nowrap">${esc(s)}</span>`;
  };
  const rows = agenda
    .map(
      ([t, n, k, s]) =>
        `<div style="display:flex;align-items:center;gap:14px;padding:9px 14px;border-top:1px solid ${c.line}"><b style="width:52px;color:${c.b700}">${t}</b><span style="flex:1"><b>${esc(n)}</b><br><small style="color:${c.muted}">${esc(k)}</small></span>${badge(/** @type {string} */ (s))}</div>`,
    )
    .join("");
  const convs = conversations
    .map(
      ([n, m, who]) =>
        `<div style="padding:11px 14px;border-top:1px solid ${c.line}"><div style="display:flex;justify-content:space-between;gap:8px"><b>${esc(n)}</b><span style="font-size:12px;font-weight:700;color:${who === "IA" ? c.b700 : c.a600}">${esc(who)}</span></div><div style="font-size:14px;color:${c.muted};white-space:nowrap;overflow:hidden;text-overflow:ellipsis">${esc(m)}</div></div>`,
    )
    .join("");
  return `
<div style="position:absolute;left:72px;top:40px;right:72px;display:flex;align-items:flex-end;justify-content:space-between">
  <div><div class="eyebrow">${esc(step.eyebrow)}</div><h1 style="font-size:42px;margin-top:8px">${esc(step.heading)}</h1></div>${mark(ctx)}
</div>
<div style="position:absolute;left:72px;right:72px;top:178px;bottom:40px;background:#fff;border:1px solid ${c.line};border-radius:22px;box-shadow:0 24px 50px -28px rgba(4,41,39,.4);display:flex;gap:18px;padding:18px;font-size:16px">
  <div style="flex:1.25;border:1px solid ${c.line};border-radius:14px;overflow:hidden;${dim("agenda")}${ring("agenda")}">
    <div style="padding:12px 14px;font-weight:800;color:${c.b950};background:${c.b50}">Agenda de quinta-feira · Dra. Paula</div>${rows}
  </div>
  <div style="flex:1;border:1px solid ${c.line};border-radius:14px;overflow:hidden;${dim("conversas")}${ring("conversas")}">
    <div style="padding:12px 14px;font-weight:800;color:${c.b950};background:${c.b50}">Conversas em andamento</div>${convs}
  </div>
</div>`;
}

/** @param {any} scene @param {number} stepIndex @param {Ctx} ctx */
function statsFrame(scene, stepIndex, ctx) {
  const shown = scene.steps[stepIndex].show ?? scene.stats.length;
  // Words ("Na conversa") need a smaller size than figures to fit a card; one size for all the cards.
  const valueSize = scene.stats.some((/** @type {any} */ s) => String(s.value).length > 7) ? 46 : 60;
  const cards = scene.stats
    .map(
      (/** @type {any} */ s, /** @type {number} */ i) =>
        `<div style="flex:1;visibility:${i < shown ? "visible" : "hidden"};background:#fff;border:1px solid ${c.line};border-radius:24px;padding:34px 30px;box-shadow:0 20px 40px -26px rgba(4,41,39,.45)"><div style="font-size:${valueSize}px;font-weight:800;color:${c.b700};letter-spacing:-0.03em;white-space:nowrap">${esc(s.value)}</div><div style="margin-top:10px;font-size:24px;color:${c.muted}">${esc(s.label)}</div></div>`,
    )
    .join("");
  return `
<div style="position:absolute;left:72px;top:56px">${mark(ctx)}</div>
<div style="position:absolute;left:72px;right:72px;top:170px"><h1>${esc(scene.heading)}</h1>
<div style="display:flex;gap:28px;margin-top:48px">${cards}</div>
<p style="margin-top:34px;font-size:21px;font-weight:600;color:${c.ink}">${esc(scene.note)}</p></div>`;
}

/** @param {any} scene @param {Ctx} ctx */
function titleFrame(scene, ctx) {
  return `
<div style="position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center;padding:0 120px">
  <div class="mark" style="font-size:44px;gap:16px">${logo(c.b700, "#fff", 64)}<span>${esc(ctx.productName)}</span></div>
  <h1 style="font-size:60px;margin-top:40px">${esc(scene.heading)}</h1>
  <p class="body" style="font-size:28px;max-width:900px">${esc(scene.body)}</p>
  ${scene.note ? `<p style="margin-top:28px;font-size:22px;max-width:900px;color:${c.ink}">${esc(scene.note)}</p>` : ""}
</div>`;
}

/** @param {any} scene @param {number} stepIndex @param {Ctx} ctx */
export function renderFrame(scene, stepIndex, ctx) {
  switch (scene.layout) {
    case "chat":
      return page(ctx, chatFrame(scene, stepIndex, ctx));
    case "panel":
      return page(ctx, panelFrame(scene, stepIndex, ctx));
    case "stats":
      return page(ctx, statsFrame(scene, stepIndex, ctx));
    case "title":
      return page(ctx, titleFrame(scene, ctx));
    default:
      throw new Error(`unknown layout ${scene.layout}`);
  }
}

/**
 * The poster (the home's, and the video's thumbnail): the booking conversation already answered, beside the
 * promise of the video. The demo page's cover is a still of the video itself (render-frames.mjs).
 */
export function renderCover(/** @type {any[]} */ scenes, /** @type {Ctx} */ ctx) {
  const booking = scenes.find((s) => s.id === "agendamento");
  const words = {
    eyebrow: "Vídeo de demonstração",
    heading: "Do primeiro “oi” à consulta confirmada",
    body: "Veja a IA atender, agendar, enviar o lembrete, confirmar a consulta e chamar a equipe quando o paciente pede para falar com uma pessoa.",
  };
  const cover = { ...booking, steps: [{ show: booking.messages.length, ...words }] };
  // The player draws its play button in the middle: the text column stops short of it, and only the
  // end of the conversation is shown so the phone is not cut at the top.
  return page(ctx, chatFrame(cover, 0, ctx, { textWidth: 450, from: 2 }));
}

/** The end screen's picture; the player writes "Clique para assistir novamente" over its middle. */
export function renderEnd(/** @type {Ctx} */ ctx) {
  return page(
    ctx,
    `<div style="position:absolute;inset:0;background:linear-gradient(135deg, ${c.b800}, ${c.b950});"></div>
<div style="position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:space-between;padding:64px 0 72px;color:#fff;text-align:center">
  <div class="mark" style="color:#fff;font-size:40px;gap:14px">${logo("#fff", c.b800, 56)}<span>${esc(ctx.productName)}</span></div>
  <div style="font-size:26px;color:${c.b100}">Atendimento, agendamento e confirmação de consultas com IA</div>
</div>`,
  );
}
