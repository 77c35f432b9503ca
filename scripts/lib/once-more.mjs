// @ts-check
/**
 * wrangler 4.86 (the last on Node 20) can leave a request unanswered: its two workerd processes close an idle pooled
 * connection at the same moment one of them reuses it (workers-sdk#14641), and the request then hangs with nothing
 * in the log. Reproduced here: with requests five seconds apart, the twelfth hung in each of two runs. A page whose
 * load never ends for that reason says nothing about the page: it is loaded once more, after a warning, and a second
 * timeout fails.
 */

/**
 * Runs `attempt`; on a timeout (Playwright's, or a fetch's `AbortSignal.timeout`), warns and runs it once more.
 * @template T
 * @param {string} what the page, as the warning names it
 * @param {() => Promise<T>} attempt
 * @returns {Promise<T>}
 */
export async function onceMoreOnTimeout(what, attempt) {
  try {
    return await attempt()
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'TimeoutError') throw error
    console.warn(
      `${what} : ${error.message.split('\n')[0]} ; nouvel essai (requête restée sans réponse du serveur local)`,
    )
    return await attempt()
  }
}
