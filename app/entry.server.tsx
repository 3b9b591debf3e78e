import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

/**
 * Runs only at build time, to prerender each page (`ssr: false`). React Router's default waits
 * for the whole page only for bots and streams to everyone else; a prerendered file has no
 * "later", so every page waits for all of its content (`onAllReady`). Parts the browser loads
 * lazily (the video player) are then written in place, complete and readable without JavaScript,
 * instead of as hidden copies swapped in by inline scripts.
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // React moves a large finished boundary to the end of the document (a hidden copy put in
      // place by an inline script) so that a streamed page paints sooner; a file written whole
      // gains nothing from that, and without JavaScript the part would stay hidden.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
      },
      onShellError: reject,
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    });
  });
}
