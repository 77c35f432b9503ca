import { contact } from '@content/pages/contact.json'
import site from '@content/site.json'
import { ContactFormIsland } from '@/contact/ContactFormIsland'
import { MapOnRequest } from '@/contact/MapOnRequest'
import { ObfuscatedEmail } from '@/contact/ObfuscatedEmail'
import { Icon } from '@/ui/Icon'
import type { IconName } from '@/ui/icon-names'
import { PageHero } from '@/ui/PageHero'
import { Section } from '@/ui/Section'
import { sectionId } from '@/ui/section-ids'
import type { ReactNode } from 'react'

const { cards } = contact

function InfoCard({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <div className="card">
      <Icon name={icon} className="size-8 text-brand-600 dark:text-brand-300" />
      <h3 className="mt-4 text-lg font-bold">{title}</h3>
      <div className="muted mt-2 space-y-2">{children}</div>
    </div>
  )
}

export default function ContactPage() {
  return (
    <>
      <PageHero eyebrow={contact.hero.eyebrow} title={contact.hero.title}>
        {contact.hero.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </PageHero>

      <Section id={sectionId('coordonnees')} title={contact.infoTitle}>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <InfoCard icon="map-pin" title={cards.address.title}>
            {site.addresses.map((address) => (
              <address key={address.label} className="not-italic">
                <strong className="block text-slate-900 dark:text-white">{address.label}</strong>
                {address.street}
                <br />
                {address.postalCode} {address.locality}, {address.country}
              </address>
            ))}
          </InfoCard>
          <InfoCard icon="phone" title={cards.phone.title}>
            <a href={`tel:${site.phone.e164}`} className="link text-lg">
              {site.phone.display}
            </a>
            <p>{cards.phone.text}</p>
          </InfoCard>
          <InfoCard icon="mail" title={cards.email.title}>
            <ObfuscatedEmail address={site.email} />
            <p>{cards.email.text}</p>
          </InfoCard>
          <InfoCard icon="clock" title={cards.hours.title}>
            <p className="text-lg text-slate-900 dark:text-white">{cards.hours.text}</p>
            <p>{cards.hours.note}</p>
          </InfoCard>
        </div>
      </Section>

      <Section id={sectionId('formulaire')} title={contact.form.title} intro={contact.form.intro} tone="tinted">
        <ContactFormIsland />
      </Section>

      <Section id={sectionId('carte')} title={contact.map.title}>
        <MapOnRequest />
      </Section>

      <Section id="faq" title={contact.faqTitle} tone="tinted">
        <div className="grid gap-6 md:grid-cols-2">
          {contact.faq.map((entry) => (
            <div key={entry.question} className="card">
              <h3 className="text-lg font-bold">{entry.question}</h3>
              <p className="muted mt-2">{entry.answer}</p>
            </div>
          ))}
        </div>
      </Section>
    </>
  )
}
