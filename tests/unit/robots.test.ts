import { describe, expect, it } from 'vitest'
import site from '@content/site.json'
import { answerCrawlers, robotsTxt, trainingCrawlers } from '@/build/robots'

/** The rule robots.txt gives a user agent: that of the group naming it (crawlers follow their own group only). */
function ruleFor(robots: string, agent: string): string | undefined {
  const group = robots.split('\n\n').find((block) => block.split('\n').includes(`User-agent: ${agent}`))
  return group?.split('\n').find((line) => /^(Allow|Disallow):/.test(line))
}

describe('robots.txt', () => {
  it('always lets search engines and AI answer engines in', () => {
    for (const allowTraining of [true, false]) {
      const robots = robotsTxt(allowTraining)
      expect(ruleFor(robots, '*')).toBe('Allow: /')
      for (const agent of answerCrawlers) expect(ruleFor(robots, agent), agent).toBe('Allow: /')
    }
  })

  it('lets training crawlers in or keeps them out with the one switch', () => {
    for (const agent of trainingCrawlers) {
      expect(ruleFor(robotsTxt(true), agent), agent).toBe('Allow: /')
      expect(ruleFor(robotsTxt(false), agent), agent).toBe('Disallow: /')
    }
    expect(ruleFor(robotsTxt(), 'GPTBot')).toBe(site.allowAiTraining ? 'Allow: /' : 'Disallow: /')
  })

  it('names no crawler in two groups, and ends with the sitemap', () => {
    const agents = [...robotsTxt(true).matchAll(/^User-agent: (.+)$/gm)].map((match) => match[1])
    expect(new Set(agents).size).toBe(agents.length)
    expect(robotsTxt().trimEnd().split('\n').at(-1)).toBe(`Sitemap: ${site.url}/sitemap.xml`)
  })
})
