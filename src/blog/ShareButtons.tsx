import { articlePage } from '@content/blog/article.json'
import { islandMarker } from '@/browser/island-marker'
import { fill } from '@/lib/text'
import { openSharePopup, SHARE_NETWORKS, shareUrl, type SharedPage } from './share'

const t = articlePage.share

/**
 * One link per network to its share address (the page's canonical URL; the title too for X). Without JavaScript
 * they open in a new tab; with it, in a 600×400 popup.
 */
export function ShareButtons({ page }: { page: SharedPage }) {
  return (
    <section aria-labelledby="partager" className="share" {...islandMarker('share', page)}>
      <h2 id="partager" className="share-title">
        {t.title}
      </h2>
      <ul className="share-list">
        {SHARE_NETWORKS.map((network) => (
          <li key={network}>
            <a
              href={shareUrl(network, page)!}
              target="_blank"
              rel="noopener noreferrer"
              className="btn-secondary share-link"
              aria-label={`${fill(t.label, { network: t.networks[network] })} ${t.newWindow}`}
              data-network={network}
              onClick={(event) => {
                if (openSharePopup(network, page)) event.preventDefault()
              }}
            >
              {t.networks[network]}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
