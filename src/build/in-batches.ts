/**
 * Runs `work` on every item, a batch at a time: enough in flight for file copies and the threads of sharp and resvg
 * to overlap, few enough that thousands of pages do not all hold their buffers at once.
 */
export async function inBatches<Item>(items: readonly Item[], work: (item: Item) => Promise<unknown>, size = 16) {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(work))
}
