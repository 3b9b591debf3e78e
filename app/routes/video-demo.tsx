import type { Route } from "./+types/video-demo";
import { seo } from "~/lib/seo";
import { demoVideoPath, site } from "~/site";
import { PageHeader } from "~/ui/page-header";

const crumbs = [
  { name: "Início", url: "/" },
  { name: "Vídeo de demonstração", url: demoVideoPath },
];

export const meta: Route.MetaFunction = () =>
  seo({
    title: `Vídeo de demonstração da ${site.productName}`,
    description: "Veja em poucos minutos como a Atendra atende, agenda, lembra e confirma consultas dos seus pacientes pelo WhatsApp.",
    pagePath: demoVideoPath,
    breadcrumbs: crumbs,
    ogType: "video.other",
  });

export default function VideoDemo() {
  return <PageHeader crumbs={crumbs} title={`Veja a ${site.productName} em ação`} />;
}
