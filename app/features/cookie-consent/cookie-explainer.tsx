import { SiteLink } from "~/ui/site-link";
import { textLinkClass } from "~/ui/button-styles";

/** What the essential and the analytics cookies do; shared by the banner's "Saiba mais" and the preferences. */
export function CookieExplainer() {
  return (
    <>
      <p>
        <strong className="text-ink">Essenciais:</strong> guardam sua escolha sobre cookies e a posição do vídeo de
        demonstração. Não identificam você e não podem ser desligados.
      </p>
      <p>
        <strong className="text-ink">Análise:</strong> medem, de forma agregada, quais páginas são visitadas e de onde
        vêm os acessos, para melhorarmos o conteúdo. Só são ativados se você aceitar.
      </p>
      <p>
        Detalhes no nosso{" "}
        <SiteLink to="/aviso-privacidade" className={textLinkClass}>
          Aviso de Privacidade
        </SiteLink>
        .
      </p>
    </>
  );
}
