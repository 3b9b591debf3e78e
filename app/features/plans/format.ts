/** The external sign-up page with the chosen plan: `...?plano=Avan%C3%A7ado`. */
export function signupUrl(base: string, planName: string): string {
  const url = new URL(base);
  const params = new URLSearchParams(url.search);
  params.set("plano", planName);
  return `${url.origin}${url.pathname}?${params.toString()}${url.hash}`;
}
