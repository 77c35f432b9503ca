import type { ContactSectionCopy } from './schema'

/** What a service page’s contact section says above its form. */
export const contactSection = {
  general:
    'Décrivez votre activité et vos objectifs : vous recevez un diagnostic et un devis gratuits sous 24 h, sans engagement.',
  text: {
    'audit-seo':
      'Indiquez l’adresse de votre site et ce qui vous préoccupe : vous recevez sous 24 h une proposition d’audit complet, chiffrée et sans engagement.',
    'strategie-netlinking':
      'Donnez-nous votre site, vos pages prioritaires et vos concurrents : vous recevez sous 24 h un devis netlinking détaillé, lien par lien.',
    'generer-du-lead':
      'Parlez-nous de votre offre, de vos clients et de vos objectifs de prospects : nous revenons vers vous sous 24 h avec une première stratégie chiffrée.',
    'vous-former':
      'Dites-nous qui doit être formé, à quel niveau et sous quel délai : nous vous envoyons sous 24 h le programme adapté et ses modalités de financement.',
    'automatiser-un-process':
      'Décrivez la tâche qui vous fait perdre le plus de temps : nous vous proposons sous 24 h un échange gratuit pour chiffrer son automatisation.',
  },
  badge: 'Formulaire de contact',
} satisfies ContactSectionCopy
