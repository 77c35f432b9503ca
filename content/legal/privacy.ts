/**
 * Politique de confidentialité. Every business fact comes from site.ts: edit it there, never here.
 * It describes what the site does today; change it together with the site (forms, embeds, analytics).
 */
import type { LegalDocument } from '../schema'
import { site } from '../site'

const { legal } = site
const provider = (p: { name: string; website: string }) => `[${p.name}](${p.website})`
const addresses = site.addresses.map((a) => `${a.street}, ${a.postalCode} ${a.locality}, ${a.country}`)
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)
const paymentHost = new URL(site.paymentLinks.creationEssentielle).hostname
const auditHost = new URL(site.auditWidget.widgetScript).hostname

export const privacy = {
  title: 'Politique de confidentialité',
  updated: '2026-11-25',
  intro: [
    {
      type: 'p',
      text: `Cette page explique, sans jargon inutile, quelles données personnelles le site ${site.brand} recueille, pourquoi, combien de temps il les garde, à qui elles sont confiées et comment vous pouvez garder la main dessus. Elle décrit ce que fait réellement le site aujourd’hui, ni plus ni moins.`,
    },
    {
      type: 'p',
      text: 'En résumé : nous ne collectons que ce que vous nous envoyez vous-même (une demande de contact ou une inscription à la newsletter), nous n’utilisons **aucun outil de mesure d’audience ni aucun cookie publicitaire**, et les contenus de services tiers (carte, vidéo, outil d’audit) ne se chargent que si vous le demandez.',
    },
  ],
  sections: [
    {
      id: 'responsable',
      title: '1. Qui est responsable de vos données ?',
      blocks: [
        {
          type: 'p',
          text: `Le responsable du traitement de vos données est **${site.founder.name}**, qui exerce sous le nom commercial « ${site.brand} ».`,
        },
        {
          type: 'ul',
          items: [
            `Forme juridique : ${legal.legalForm}`,
            `SIRET : ${legal.siret}`,
            ...addresses.map((address) => `Adresse postale : ${address}`),
            `E-mail : ${site.email}`,
            `Téléphone : ${site.phone.display}`,
          ],
        },
        {
          type: 'p',
          text: `Compte tenu de la taille de l’entreprise, aucun délégué à la protection des données n’a été désigné : c’est ${site.founder.name} qui répond personnellement à toutes les questions relatives à vos données.`,
        },
      ],
    },
    {
      id: 'donnees-collectees',
      title: '2. Les données que nous collectons',
      blocks: [
        {
          type: 'p',
          text: 'Le site ne comporte ni compte client ni espace personnel. Les seules données personnelles qu’il traite sont les suivantes :',
        },
        {
          type: 'ul',
          items: [
            '**Le formulaire de contact** (page [Contact](/contact), certaines pages de services et un article du blog) : votre nom, votre adresse e-mail, votre numéro de téléphone si vous choisissez de l’indiquer (il est facultatif), le service qui vous intéresse et votre message, ainsi que la date de votre demande, qui sert à calculer sa durée de conservation.',
            '**La newsletter** (pied de page et blog) : votre adresse e-mail uniquement, avec les dates de votre inscription et de votre confirmation, qui prouvent votre consentement.',
            '**La protection contre les abus** : lorsque vous envoyez l’un de ces formulaires, votre adresse IP sert à limiter le nombre d’envois possibles en peu de temps. Elle n’est jamais enregistrée en clair : nous n’en gardons qu’une empreinte (une version « hachée », c’est-à-dire pseudonymisée), effacée au bout de 24 heures. Un champ piège, invisible pour vous, permet en outre de repérer les robots qui remplissent tous les champs.',
            `**Les journaux techniques de l’hébergeur** : comme tout serveur web, celui de ${legal.host.name} enregistre pour chaque visite votre adresse IP, la date et l’heure, la page demandée et le type de navigateur utilisé.`,
            '**Votre préférence d’affichage** (thème clair, sombre ou système) : elle reste dans votre navigateur et ne nous est jamais transmise (voir la section 8).',
          ],
        },
        {
          type: 'p',
          text: `**Ce que devient votre demande de contact.** Votre message est enregistré dans une base de données PostgreSQL exploitée par ${legal.database.name} et hébergée en ${legal.database.region}, puis transmis par e-mail à ${site.founder.name} par l’intermédiaire de ${legal.emailProvider.name}. Votre adresse e-mail est indiquée comme adresse de réponse : quand nous vous répondons, le message part directement vers vous.`,
        },
        {
          type: 'p',
          text: '**Comment fonctionne l’inscription à la newsletter.** Elle se fait en deux temps (« double opt-in ») : après avoir saisi votre adresse, vous recevez un e-mail contenant un lien de confirmation. Tant que vous n’avez pas cliqué sur ce lien, vous n’êtes pas inscrit et ne recevez aucune newsletter ; sans confirmation, la demande en attente est supprimée au bout de 30 jours. Chaque newsletter contient ensuite un lien de désinscription en un clic.',
        },
        {
          type: 'p',
          text: 'Seuls les champs nécessaires pour vous répondre sont obligatoires. Merci de ne pas nous transmettre d’informations sensibles (santé, opinions, données bancaires…) dans le champ message : elles ne sont pas utiles pour établir un devis.',
        },
      ],
    },
    {
      id: 'finalites',
      title: '3. Pourquoi nous les utilisons et sur quelle base légale',
      blocks: [
        {
          type: 'p',
          text: 'Le règlement général sur la protection des données (RGPD) impose que chaque utilisation de vos données repose sur une base légale. Voici lesquelles s’appliquent :',
        },
        {
          type: 'table',
          caption: 'Finalités et bases légales des traitements',
          head: ['Traitement', 'Données', 'Finalité', 'Base légale'],
          rows: [
            [
              'Formulaire de contact',
              'Nom, e-mail, téléphone (facultatif), service choisi, message',
              'Répondre à votre demande et vous envoyer un devis',
              'Mesures précontractuelles prises à votre demande (article 6.1.b du RGPD) ; intérêt légitime à assurer le suivi de votre demande (article 6.1.f)',
            ],
            [
              'Protection contre les abus',
              'Empreinte de l’adresse IP, champ piège',
              'Limiter le nombre d’envois et bloquer les robots et le spam',
              'Intérêt légitime : la sécurité du site et de ses formulaires (article 6.1.f)',
            ],
            [
              'Newsletter',
              'Adresse e-mail',
              'Vous envoyer la newsletter à laquelle vous vous êtes inscrit',
              'Votre consentement (article 6.1.a), que vous pouvez retirer à tout moment',
            ],
            [
              'Journaux techniques',
              'Adresse IP, date et heure, page demandée, navigateur',
              'Protéger le site contre les attaques et assurer son bon fonctionnement',
              'Intérêt légitime : la sécurité du site (article 6.1.f)',
            ],
            [
              'Préférence de thème',
              'Valeur « light », « dark » ou « system » enregistrée dans votre navigateur',
              'Afficher le site dans le thème que vous avez choisi',
              'Stockage strictement nécessaire à une fonctionnalité que vous demandez, dispensé de consentement (article 82 de la loi Informatique et Libertés)',
            ],
          ],
        },
        {
          type: 'p',
          text: 'Vos données ne servent à rien d’autre : elles ne sont ni vendues, ni louées, ni utilisées pour du profilage ou de la publicité, et aucune décision automatisée n’est prise à votre sujet.',
        },
      ],
    },
    {
      id: 'conservation',
      title: '4. Combien de temps nous les conservons',
      blocks: [
        {
          type: 'table',
          caption: 'Durées de conservation',
          head: ['Données', 'Durée de conservation'],
          rows: [
            [
              'Demandes envoyées par le formulaire de contact',
              '3 ans à compter de votre dernier contact avec nous, puis suppression automatique',
            ],
            ['Empreinte de l’adresse IP (protection contre les abus)', '24 heures, puis suppression automatique'],
            ['Inscription à la newsletter non confirmée', '30 jours, puis suppression automatique'],
            [
              'Inscription à la newsletter confirmée',
              'Jusqu’à votre désinscription, ou 3 ans après votre dernière activité d’abonné si vous ne vous êtes pas désinscrit entre-temps',
            ],
            ['Journaux techniques de l’hébergeur', '30 jours au plus'],
            [
              'Préférence de thème',
              'Dans votre navigateur, jusqu’à ce que vous changiez de thème ou effaciez les données du site',
            ],
          ],
        },
        {
          type: 'p',
          text: 'À l’issue de ces durées, les données sont effacées définitivement. Si vous devenez client, les documents liés à notre collaboration (devis, factures) sont conservés pendant les durées imposées par la loi, notamment en matière comptable et fiscale.',
        },
      ],
    },
    {
      id: 'destinataires',
      title: '5. Qui a accès à vos données',
      blocks: [
        {
          type: 'p',
          text: `Seul ${site.founder.name} lit vos demandes et la liste des abonnés à la newsletter. Pour faire fonctionner le site, il fait appel à trois prestataires techniques, qui agissent comme sous-traitants : ils ne traitent vos données que sur nos instructions et pour les seuls besoins décrits ici.`,
        },
        {
          type: 'table',
          caption: 'Prestataires techniques (sous-traitants)',
          head: ['Prestataire', 'Rôle', 'Localisation'],
          rows: [
            [
              provider(legal.host),
              'Hébergement du site (fichiers statiques) et journaux techniques',
              `Société établie aux États-Unis : ${legal.host.address}`,
            ],
            [
              provider(legal.database),
              'Base de données PostgreSQL : demandes de contact, inscriptions à la newsletter, empreintes d’adresses IP',
              `Données hébergées en ${legal.database.region}`,
            ],
            [
              provider(legal.emailProvider),
              'Envoi des e-mails : transmission de vos demandes au consultant, e-mail de confirmation et newsletter',
              `Société établie aux États-Unis : ${legal.emailProvider.address}`,
            ],
          ],
        },
        {
          type: 'p',
          text: 'Vos données ne sont communiquées à personne d’autre, sauf obligation légale (par exemple sur réquisition d’une autorité judiciaire). Les services tiers que vous choisissez d’utiliser depuis le site (carte, vidéo, outil d’audit, partage, paiement) sont présentés aux sections 9 et 10 : ils agissent sous leur propre responsabilité.',
        },
      ],
    },
    {
      id: 'transferts',
      title: '6. Transferts hors de l’Union européenne',
      blocks: [
        {
          type: 'p',
          text: `La base de données est hébergée en ${legal.database.region}. En revanche, notre hébergeur, ${legal.host.name}, et notre prestataire d’envoi d’e-mails, ${legal.emailProvider.name}, sont des sociétés américaines : certaines données (journaux techniques, contenu des e-mails envoyés) peuvent donc être traitées aux États-Unis.`,
        },
        {
          type: 'p',
          text: 'Ces transferts sont encadrés par le cadre de protection des données UE–États-Unis (« EU–US Data Privacy Framework »), que la Commission européenne a reconnu comme offrant un niveau de protection adéquat pour les entreprises certifiées, et/ou par les clauses contractuelles types adoptées par la Commission européenne, intégrées aux contrats de ces prestataires. Vous pouvez nous demander une copie de ces garanties en nous écrivant.',
        },
      ],
    },
    {
      id: 'mesure-audience',
      title: '7. Mesure d’audience et publicité',
      blocks: [
        {
          type: 'p',
          text: 'Aujourd’hui, le site n’utilise **aucun outil de mesure d’audience** (statistiques de visites) et **aucun cookie publicitaire**. Nous ne suivons pas votre navigation, nous ne savons pas quelles pages vous consultez et nous ne vous proposons aucune publicité ciblée.',
        },
        {
          type: 'p',
          text: 'Si nous décidions un jour d’installer un outil de mesure d’audience, les règles suivantes s’appliqueraient :',
        },
        {
          type: 'ul',
          items: [
            'l’outil ne serait activé **qu’après votre consentement**, que vous pourriez refuser aussi simplement qu’accepter, puis retirer à tout moment ;',
            'les événements de mesure (pages vues, clics) seraient conservés **de 2 à 14 mois** au plus, selon le réglage de l’outil ;',
            'les cookies de mesure d’audience auraient une durée de vie de **24 mois au plus** ;',
            'cette politique serait mise à jour avant la mise en service de l’outil, avec une nouvelle date en haut de page.',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      title: '8. Cookies et stockage local',
      blocks: [
        {
          type: 'p',
          text: 'Notre site ne dépose aucun cookie de mesure d’audience ni de publicité. La seule information qu’il enregistre sur votre appareil est votre **préférence de thème** (clair, sombre ou identique au réglage de votre système).',
        },
        {
          type: 'p',
          text: 'Elle est conservée dans le stockage local de votre navigateur (« localStorage »), sous la clé « theme », avec la valeur « light », « dark » ou « system ». Elle ne quitte jamais votre appareil : elle n’est envoyée ni à nous ni à qui que ce soit. Comme elle est strictement nécessaire à une fonctionnalité que vous demandez vous-même, elle ne nécessite pas votre consentement.',
        },
        {
          type: 'p',
          text: 'Pour l’effacer, il suffit de supprimer les données de ce site dans les réglages de votre navigateur : le site s’affichera alors dans son thème par défaut. Les cookies que peuvent déposer des services tiers après votre clic sont décrits à la section 9.',
        },
      ],
    },
    {
      id: 'contenus-tiers',
      title: '9. Contenus tiers chargés à votre demande',
      blocks: [
        {
          type: 'p',
          text: 'Trois pages proposent un contenu fourni par un service extérieur. Pour protéger votre vie privée, aucun de ces contenus ne se charge automatiquement : il ne s’affiche que lorsque vous le demandez.',
        },
        {
          type: 'ul',
          items: [
            '**La carte de la page [Contact](/contact)** est fournie par Google Maps. Elle ne se charge que lorsque vous cliquez pour l’afficher.',
            '**La vidéo de la page consacrée à la création de PBN** est hébergée par YouTube, intégrée en mode de confidentialité renforcée. Elle ne se charge que lorsque vous cliquez sur le bouton de lecture.',
            `**Le module d’audit gratuit de la page consacrée à l’audit SEO** est fourni par SEOptimer, un éditeur d’outils SEO (${auditHost}). Il ne se charge que lorsque vous ouvrez la fenêtre d’audit ; les informations que vous y saisissez, comme l’adresse de la page à analyser, sont transmises directement à SEOptimer.`,
          ],
        },
        {
          type: 'p',
          text: 'Avant votre clic, votre navigateur n’envoie aucune requête à ces prestataires. Après votre clic, il se connecte à leurs serveurs : le prestataire reçoit alors votre adresse IP et les informations techniques habituelles (navigateur, page d’origine) et peut déposer ses propres cookies. Il agit sous sa propre responsabilité, selon sa propre politique de confidentialité, que nous vous invitons à consulter.',
        },
        {
          type: 'p',
          text: 'Si vous préférez ne pas activer ces contenus, vous n’y perdez rien d’essentiel : notre adresse figure dans la section « Nous contacter » ci-dessous, et vous pouvez demander un audit par le [formulaire de contact](/contact).',
        },
      ],
    },
    {
      id: 'partage-paiement',
      title: '10. Boutons de partage et liens de paiement',
      blocks: [
        {
          type: 'p',
          text: '**Les boutons de partage** des articles (Facebook, X, LinkedIn) sont de simples liens : un clic ouvre, dans une fenêtre séparée, la page de partage du réseau choisi. Rien n’est chargé depuis ces réseaux avant votre clic, et ils ne peuvent donc pas suivre votre lecture. Une fois sur leur page, c’est leur politique de confidentialité qui s’applique.',
        },
        {
          type: 'p',
          text: `**Les liens de paiement** proposés pour certaines offres ouvrent, dans un nouvel onglet, la page de paiement sécurisée de notre prestataire de paiement (${paymentHost}). Les données de votre carte bancaire sont saisies sur cette page et traitées uniquement par ce prestataire, sous sa propre responsabilité : elles ne transitent jamais par notre site et nous n’y avons jamais accès.`,
        },
      ],
    },
    {
      id: 'securite',
      title: '11. Sécurité de vos données',
      blocks: [
        {
          type: 'p',
          text: 'Nous avons mis en place des mesures adaptées à la nature des données traitées :',
        },
        {
          type: 'ul',
          items: [
            'tout le site est servi en **HTTPS** : les échanges entre votre navigateur et nos serveurs sont chiffrés ;',
            'la base de données est protégée par une **sécurité au niveau des lignes** (« row-level security ») : la clé publique utilisée par le site ne permet de lire aucune des données enregistrées ;',
            'les clés secrètes (accès complet à la base de données, envoi des e-mails) sont conservées **côté serveur** et ne figurent jamais dans le code envoyé à votre navigateur ;',
            `les sauvegardes de la base de données sont **chiffrées** par ${legal.database.name} ;`,
            'les adresses IP utilisées contre les abus ne sont conservées que sous forme hachée, pendant 24 heures.',
          ],
        },
        {
          type: 'p',
          text: 'Aucun système n’est infaillible. Si une violation de données présentant un risque pour vous survenait, nous la signalerions à la CNIL dans les 72 heures et, si le risque était élevé, nous vous en informerions directement.',
        },
      ],
    },
    {
      id: 'droits',
      title: '12. Vos droits et comment les exercer',
      blocks: [
        {
          type: 'p',
          text: 'Dans les conditions prévues par le RGPD, vous disposez des droits suivants sur vos données :',
        },
        {
          type: 'ul',
          items: [
            '**Droit d’accès** : savoir si nous détenons des données vous concernant et en obtenir une copie.',
            '**Droit de rectification** : faire corriger des données inexactes ou incomplètes.',
            '**Droit à l’effacement** : faire supprimer vos données, par exemple une demande de contact restée sans suite.',
            '**Droit à la limitation** : faire geler temporairement l’utilisation de vos données, le temps par exemple de vérifier une contestation.',
            '**Droit à la portabilité** : recevoir les données que vous nous avez fournies dans un format courant et lisible par une machine.',
            '**Droit d’opposition** : vous opposer à un traitement fondé sur notre intérêt légitime, comme le suivi de votre demande.',
            '**Retrait du consentement** : vous désinscrire de la newsletter à tout moment, d’un clic sur le lien présent dans chaque e-mail, ou en nous écrivant.',
            '**Directives post mortem** : définir ce que deviendront vos données après votre décès, comme le permet l’article 85 de la loi Informatique et Libertés du 6 janvier 1978.',
          ],
        },
        {
          type: 'p',
          text: `Pour exercer ces droits, écrivez-nous à **${site.email}** en précisant votre demande. Nous vous répondons dans un délai d’un mois au plus. Ce délai peut être prolongé de deux mois si la demande est complexe : nous vous en informerions alors dans le premier mois. Nous ne vous demanderons un justificatif d’identité qu’en cas de doute raisonnable sur votre identité.`,
        },
        {
          type: 'p',
          text: 'Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l’informatique et des libertés (CNIL), en ligne sur [www.cnil.fr](https://www.cnil.fr) ou par courrier : CNIL, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07.',
        },
      ],
    },
    {
      id: 'mineurs',
      title: '13. Mineurs',
      blocks: [
        {
          type: 'p',
          text: `Les services de ${site.brand} s’adressent aux entreprises, aux indépendants et à leurs dirigeants. Nous ne collectons pas sciemment de données concernant des enfants de moins de 15 ans. Si vous constatez qu’un enfant de moins de 15 ans nous a transmis des données, écrivez-nous : nous les supprimerons sans délai.`,
        },
      ],
    },
    {
      id: 'modifications',
      title: '14. Modifications de cette politique',
      blocks: [
        {
          type: 'p',
          text: 'Cette politique évolue avec le site : si nous ajoutons une fonctionnalité qui touche à vos données (un nouvel outil, un nouveau prestataire), nous la mettons à jour avant sa mise en service. La date de la dernière mise à jour figure en haut de cette page ; nous vous invitons à la consulter de temps en temps.',
        },
      ],
    },
    {
      id: 'contact',
      title: 'Nous contacter',
      blocks: [
        {
          type: 'p',
          text: `Pour toute question sur cette politique ou sur vos données, vous pouvez joindre ${site.founder.name} :`,
        },
        {
          type: 'ul',
          items: [
            `par e-mail : ${site.email} ;`,
            `par téléphone : ${site.phone.display} (${lowerFirst(site.openingHours.display)}) ;`,
            ...addresses.map((address) => `par courrier : ${site.brand}, ${address} ;`),
            'par le [formulaire de contact](/contact).',
          ],
        },
        {
          type: 'p',
          text: 'Pour les règles d’utilisation du site, consultez nos [conditions générales d’utilisation](/terms).',
        },
      ],
    },
  ],
} satisfies LegalDocument
