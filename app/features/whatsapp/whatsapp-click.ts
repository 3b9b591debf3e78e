/**
 * Tells the tag manager about a click on a "Falar no WhatsApp" link (./whatsapp-link.tsx):
 * `{ event: "whatsapp_click", page, placement }`, read from the link's data attributes. One
 * listener for the page; started by app/page-script/site.ts only in builds with a number.
 */
export function startWhatsappClicks(doc: Document = document): void {
  doc.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a[data-whatsapp-placement]");
    if (!link) return;
    const win = doc.defaultView!;
    win.dataLayer = win.dataLayer ?? [];
    win.dataLayer.push({ event: "whatsapp_click", page: link.dataset.whatsappPage ?? "", placement: link.dataset.whatsappPlacement ?? "" });
  });
}
