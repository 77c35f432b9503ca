// @ts-check
/**
 * A stand-in for the site's `collect` function while a tool that cannot intercept requests (Lighthouse, through
 * chrome-launcher) loads the built pages: the audience beacon of a live page goes to the functions' origin the build
 * was given (VITE_SUPABASE_URL, else the local backend's), and answers 204 there as the function does. Without it,
 * each page logs a refused connection that production never shows. Where something already listens there (a local
 * backend), that is what answers.
 */
import { createServer } from 'node:http'

/** @returns {Promise<{ stop(): void }>} */
export function answerCollect(functionsUrl = process.env.VITE_SUPABASE_URL ?? 'http://127.0.0.1:54321') {
  const { hostname, port } = new URL(functionsUrl)
  const server = createServer((request, response) => {
    response.writeHead(request.url?.endsWith('/functions/v1/collect') ? 204 : 404).end()
  })
  return new Promise((resolve) => {
    server.once('error', () => resolve({ stop() {} }))
    server.listen(Number(port), hostname, () => resolve({ stop: () => server.close() }))
  })
}
