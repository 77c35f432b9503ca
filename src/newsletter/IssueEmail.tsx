/**
 * An issue as an e-mail, in HTML and in text: what newsletter-send mails (supabase/functions/newsletter-send/), with
 * UNSUBSCRIBE_LINK where each subscriber's link goes. E-mail clients read neither the site's stylesheet nor its web
 * font: the colours are the site's (src/styles.css, brand-600 and brand-50 in sRGB), inline, in tables, on the system
 * fonts the site falls back to.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { newsletterPage as t } from '@content/pages/newsletter.json'
import site from '@content/site.json'
import type { ArticleSummary } from '#articles'
import { htmlLang, lang } from '@/lang'
import { absoluteUrl } from '@/lib/url'
import { fill, labelled } from '@/lib/text'
import { articlePath } from '#articles'
import { UNSUBSCRIBE_LINK } from '@functions/_shared/newsletter-issue'
import type { Issue } from './issues'
import { paragraphs } from './paragraphs'
import { issuePath } from './paths'

const BRAND = '#2653d8'
const TINT = '#eff5ff'
const INK = '#0f172a'
const MUTED = '#475569'
const FONTS = 'Inter, "Segoe UI", Roboto, Helvetica, Arial, sans-serif'

type Parts = { issue: Issue; articles: readonly ArticleSummary[] }

const address = site.addresses[0]!
/** Who sends it: the brand, its founder and its postal address. */
const sender = `${site.brand}, ${site.founder.name}, ${address.street}, ${address.postalCode} ${address.locality}`
const why = fill(t.email.why, { brand: site.brand, site: new URL(site.url).host })
const url = (href: string) => (href.startsWith('/') ? absoluteUrl(href) : href)

const link = { color: BRAND, fontWeight: 600 } as const
const heading = { fontSize: '20px', lineHeight: 1.3, margin: '32px 0 12px' } as const

function Email({ issue, articles }: Parts) {
  return (
    <html lang={htmlLang[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{issue.subject}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: '#f1f5f9' }}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ background: '#f1f5f9' }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 12px' }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{
                    maxWidth: '600px',
                    background: '#ffffff',
                    color: INK,
                    fontFamily: FONTS,
                    fontSize: '16px',
                    lineHeight: 1.6,
                  }}
                >
                  <tbody>
                    <tr>
                      <td style={{ padding: '24px 32px', borderBottom: `4px solid ${BRAND}` }}>
                        <a
                          href={site.url}
                          style={{ color: BRAND, fontSize: '20px', fontWeight: 700, textDecoration: 'none' }}
                        >
                          {site.brand}
                        </a>
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: '8px 32px 32px' }}>
                        {paragraphs(issue.intro).map((text) => (
                          <p key={text}>{text}</p>
                        ))}
                        <p
                          style={{
                            ...heading,
                            color: BRAND,
                            fontSize: '14px',
                            textTransform: 'uppercase',
                            marginBottom: 0,
                          }}
                        >
                          {t.tipHeading}
                        </p>
                        <h1 style={{ ...heading, fontSize: '24px', marginTop: '4px' }}>{issue.tip.title}</h1>
                        {paragraphs(issue.tip.text).map((text) => (
                          <p key={text}>{text}</p>
                        ))}
                        <p>
                          <a href={url(issue.tip.link.href)} style={link}>
                            {issue.tip.link.label}
                          </a>
                        </p>
                        {articles.length > 0 && <h2 style={heading}>{t.articlesHeading}</h2>}
                        {articles.map((article) => (
                          <div key={article.slug} style={{ margin: '0 0 20px' }}>
                            <p style={{ margin: 0, fontWeight: 700 }}>
                              <a href={absoluteUrl(articlePath(article))} style={{ color: INK }}>
                                {article.title}
                              </a>
                            </p>
                            <p style={{ margin: '4px 0' }}>{article.excerpt}</p>
                            <a href={absoluteUrl(articlePath(article))} style={link}>
                              {t.email.readArticle}
                            </a>
                          </div>
                        ))}
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          padding: '20px 32px',
                          background: TINT,
                          color: MUTED,
                          fontSize: '13px',
                          lineHeight: 1.5,
                        }}
                      >
                        <p style={{ margin: '0 0 8px' }}>
                          <a href={absoluteUrl(issuePath(issue.id))} style={{ color: MUTED }}>
                            {t.email.readOnline}
                          </a>
                        </p>
                        <p style={{ margin: '0 0 8px' }}>{why}</p>
                        <p style={{ margin: '0 0 8px' }}>{sender}</p>
                        <p style={{ margin: 0 }}>
                          <a href={UNSUBSCRIBE_LINK} style={{ color: MUTED }}>
                            {t.email.unsubscribe}
                          </a>
                        </p>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  )
}

function text({ issue, articles }: Parts): string {
  const rule = (title: string) => `— ${title} —`
  return [
    ...paragraphs(issue.intro),
    rule(t.tipHeading),
    issue.tip.title.toUpperCase(),
    ...paragraphs(issue.tip.text),
    `${issue.tip.link.label}\n${url(issue.tip.link.href)}`,
    ...(articles.length ? [rule(t.articlesHeading)] : []),
    ...articles.map((article) => `${article.title}\n${article.excerpt}\n${absoluteUrl(articlePath(article))}`),
    '—',
    labelled(t.email.readOnline, absoluteUrl(issuePath(issue.id)), { frenchSpace: '\u00a0' }),
    why,
    sender,
    labelled(t.email.unsubscribe, UNSUBSCRIBE_LINK, { frenchSpace: '\u00a0' }),
  ].join('\n\n')
}

/** The edition of an issue in the page's language: subject, HTML and text. */
export const issueEmail = (parts: Parts) => ({
  subject: parts.issue.subject,
  html: `<!doctype html>${renderToStaticMarkup(<Email {...parts} />)}`,
  text: `${text(parts)}\n`,
})
