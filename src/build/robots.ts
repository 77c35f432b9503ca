import site from '@content/site.json'

/**
 * robots.txt, and the crawlers of AI companies, by what they do with a page (their user-agent tokens, as each company documents
 * them). robots.txt always lets the first group in and lets the second in only when content/site.json says so
 * (`allowAiTraining`).
 */

/** They fetch a page to answer a user's question or to build a search index that answers cite and link to. */
export const answerCrawlers = [
  'OAI-SearchBot', // ChatGPT search index
  'ChatGPT-User', // ChatGPT opening a page a user asked about
  'PerplexityBot', // Perplexity's search index
  'Perplexity-User', // Perplexity fetching a page for a user
  'Claude-SearchBot', // Claude's search index
  'Claude-User', // Claude fetching a page for a user
  'DuckAssistBot', // DuckDuckGo's AI answers
  'MistralAI-User', // Le Chat (Mistral) fetching a page for a user
] as const

/** They collect text to train language models; the page is not cited for it. */
export const trainingCrawlers = [
  'GPTBot', // OpenAI
  'ClaudeBot', // Anthropic
  'Google-Extended', // Gemini training and grounding (not Google Search, which stays Googlebot)
  'Applebot-Extended', // Apple Intelligence (not Siri and Spotlight search, which stay Applebot)
  'CCBot', // Common Crawl, the corpus most models start from
  'Meta-ExternalAgent', // Meta AI
  'Bytespider', // ByteDance
  'cohere-training-data-crawler', // Cohere
] as const

/** Search engines and AI answer engines always; AI training crawlers as the site config says. */
export function robotsTxt(allowAiTraining: boolean = site.allowAiTraining): string {
  const group = (comment: string, agents: readonly string[], rule: string) =>
    [`# ${comment}`, ...agents.map((agent) => `User-agent: ${agent}`), rule].join('\n')
  return `${[
    group('Moteurs de recherche', ['*'], 'Allow: /'),
    group('Moteurs de réponse IA : recherche et citation, à la demande des utilisateurs', answerCrawlers, 'Allow: /'),
    group(
      `Entraînement des modèles d’IA : ${allowAiTraining ? 'autorisé' : 'refusé'} (allowAiTraining, content/site.json)`,
      trainingCrawlers,
      allowAiTraining ? 'Allow: /' : 'Disallow: /',
    ),
    `Sitemap: ${site.url}/sitemap.xml`,
  ].join('\n\n')}\n`
}
