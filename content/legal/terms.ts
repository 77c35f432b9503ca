/**
 * Conditions générales d’utilisation, legal notice included. Every business fact comes from site.ts: edit it there,
 * never here.
 */
import type { LegalDocument } from '../schema'
import { site } from '../site'

const { legal } = site
const domain = new URL(site.url).hostname
const addresses = site.addresses.map((a) => `${a.street}, ${a.postalCode} ${a.locality}, ${a.country}`)
const paymentMethods = site.paymentAccepted.map((method) => method.toLowerCase()).join(', ')

export const terms = {
  title: 'Conditions générales d’utilisation',
  updated: '2025-08-13',
  intro: [
    {
      type: 'p',
      text: `Les présentes conditions générales d’utilisation (« CGU ») fixent les règles d’utilisation du site ${domain}, édité par ${site.founder.name} sous le nom commercial « ${site.brand} ». Elles contiennent aussi les mentions légales du site.`,
    },
    {
      type: 'p',
      text: 'En naviguant sur le site, vous acceptez ces conditions. Si vous n’êtes pas d’accord avec l’une d’elles, merci de ne pas utiliser le site. Elles sont rédigées pour être lues : si un point vous semble obscur, [posez-nous la question](/contact).',
    },
  ],
  sections: [
    {
      id: 'objet',
      title: '1. Objet',
      blocks: [
        {
          type: 'p',
          text: `Le site présente l’activité de ${site.founder.name}, consultant en référencement naturel (SEO) et en marketing digital : ses services, ses tarifs de départ, ses réalisations et ses articles de blog. Il permet de demander un devis, de s’inscrire à une newsletter et, pour certaines offres, de payer en ligne.`,
        },
        {
          type: 'p',
          text: 'Ces CGU encadrent l’usage du site lui-même. Les prestations commandées sont régies par le devis ou la confirmation de commande que vous acceptez, qui prévaut sur ces CGU en cas de contradiction.',
        },
      ],
    },
    {
      id: 'editeur',
      title: '2. Éditeur du site (mentions légales)',
      blocks: [
        {
          type: 'ul',
          items: [
            `**Éditeur** : ${site.founder.name}, exerçant sous le nom commercial « ${site.brand} »`,
            `**Forme juridique** : ${legal.legalForm}`,
            `**SIRET** : ${legal.siret}`,
            `**TVA** : ${legal.vatNumber}`,
            ...addresses.map((address) => `**Adresse** : ${address}`),
            `**E-mail** : ${site.email}`,
            `**Téléphone** : ${site.phone.display}`,
            `**Directeur de la publication** : ${legal.publicationDirector}`,
          ],
        },
        {
          type: 'p',
          text: 'Vous pouvez aussi nous écrire par le [formulaire de contact](/contact).',
        },
      ],
    },
    {
      id: 'hebergement',
      title: '3. Hébergement',
      blocks: [
        {
          type: 'p',
          text: `Le site est hébergé par [${legal.host.name}](${legal.host.website}), ${legal.host.address}.`,
        },
        {
          type: 'p',
          text: `Les demandes envoyées par les formulaires et les inscriptions à la newsletter sont enregistrées dans une base de données exploitée par [${legal.database.name}](${legal.database.website}) et hébergée en ${legal.database.region}. Les e-mails sont envoyés par [${legal.emailProvider.name}](${legal.emailProvider.website}), ${legal.emailProvider.address}.`,
        },
      ],
    },
    {
      id: 'acces',
      title: '4. Accès au site',
      blocks: [
        {
          type: 'p',
          text: 'Le site est accessible gratuitement, sans inscription, à toute personne disposant d’un accès à Internet. Les frais de connexion et le matériel nécessaire restent à votre charge.',
        },
        {
          type: 'p',
          text: 'Nous faisons notre possible pour que le site soit disponible en permanence, sans pouvoir le garantir : il peut être interrompu pour maintenance, mise à jour ou en cas de panne chez un prestataire technique. Ces interruptions ne donnent droit à aucune indemnité.',
        },
      ],
    },
    {
      id: 'services-devis',
      title: '5. Services et devis',
      blocks: [
        {
          type: 'p',
          text: 'Les services proposés sont décrits sur les pages du site. Ces descriptions présentent le contenu habituel de chaque prestation ; elles ne constituent pas, à elles seules, une offre ferme.',
        },
        {
          type: 'ul',
          items: [
            '**Les devis sont gratuits** et sans engagement : il suffit de décrire votre projet dans le [formulaire de contact](/contact).',
            '**Les prix affichés sont des prix de départ**, exprimés en euros. Ils correspondent à une prestation de base et peuvent varier selon l’ampleur de votre projet.',
            '**Le prix définitif** est celui fixé par le devis que vous acceptez ou par la confirmation de commande, qui précise aussi le contenu de la prestation, les délais et les modalités de paiement.',
          ],
        },
        {
          type: 'p',
          text: 'Le référencement dépend de moteurs de recherche et d’outils d’intelligence artificielle que nous ne contrôlons pas : nous nous engageons à mettre en œuvre les moyens décrits dans le devis, non à garantir une position précise dans les résultats.',
        },
      ],
    },
    {
      id: 'prix-paiement',
      title: '6. Prix et paiement',
      blocks: [
        {
          type: 'p',
          text: `Les prix sont indiqués en euros. Mention relative à la TVA : ${legal.vatNumber}. Les moyens de paiement acceptés sont les suivants : ${paymentMethods}.`,
        },
        {
          type: 'p',
          text: 'Certaines offres peuvent être réglées en ligne. Le lien de paiement ouvre, dans un nouvel onglet, la page de paiement sécurisée d’un prestataire de paiement externe, sur laquelle vous saisissez les données de votre carte. Ces données sont traitées exclusivement par ce prestataire : notre site ne les voit jamais et nous n’y avons jamais accès.',
        },
        {
          type: 'p',
          text: 'Si vous agissez en tant que consommateur, vous bénéficiez des droits prévus par le Code de la consommation, notamment du droit de rétractation de quatorze jours applicable aux contrats conclus à distance, dans les conditions et sous les exceptions prévues par ses articles L221-18 et suivants.',
        },
      ],
    },
    {
      id: 'propriete-intellectuelle',
      title: '7. Propriété intellectuelle',
      blocks: [
        {
          type: 'p',
          text: `Les textes, articles, illustrations, logos, la marque « ${site.brand} » et la présentation du site sont protégés par le Code de la propriété intellectuelle. Sauf mention contraire, ils appartiennent à ${site.founder.name}.`,
        },
        {
          type: 'p',
          text: 'Toute reproduction, représentation ou adaptation, totale ou partielle, sans autorisation écrite préalable est interdite et constitue une contrefaçon. Vous pouvez en revanche citer de courts extraits de nos articles, avec un lien vers la page d’origine, et partager nos pages sur les réseaux sociaux.',
        },
      ],
    },
    {
      id: 'responsabilite',
      title: '8. Responsabilité',
      blocks: [
        {
          type: 'p',
          text: 'Les contenus du site, notamment les articles du blog, sont rédigés avec soin. Ils ont une valeur d’information générale : ils ne remplacent pas un conseil adapté à votre situation, et les pratiques du référencement évoluent vite. Nous ne pouvons être tenus responsables des décisions prises sur leur seul fondement.',
        },
        {
          type: 'p',
          text: 'Nous ne pouvons pas non plus être tenus responsables d’un dommage résultant d’une interruption du site, d’un virus ou d’une intrusion malgré les mesures de sécurité en place, ou d’une utilisation du site contraire à ces CGU. Rien dans ces CGU ne limite les droits que la loi vous garantit, notamment si vous êtes consommateur.',
        },
      ],
    },
    {
      id: 'liens-externes',
      title: '9. Liens externes',
      blocks: [
        {
          type: 'p',
          text: 'Le site contient des liens vers d’autres sites : sources citées dans nos articles, réseaux sociaux, prestataires, outils. Ils s’ouvrent généralement dans un nouvel onglet. Nous ne contrôlons pas ces sites et ne sommes pas responsables de leur contenu ni de leur politique de confidentialité.',
        },
        {
          type: 'p',
          text: `Vous pouvez créer un lien vers n’importe quelle page de ${domain}, à condition de ne pas laisser croire à un partenariat qui n’existe pas et de ne pas afficher nos pages à l’intérieur d’un autre site. Si un lien vers notre site vous semble problématique, [signalez-le-nous](/contact).`,
        },
      ],
    },
    {
      id: 'donnees-personnelles',
      title: '10. Données personnelles',
      blocks: [
        {
          type: 'p',
          text: 'Les données que vous nous transmettez (demande de contact, inscription à la newsletter) sont traitées conformément au RGPD et à la loi Informatique et Libertés. Le site n’utilise aucun outil de mesure d’audience ni aucun cookie publicitaire.',
        },
        {
          type: 'p',
          text: 'Tout est expliqué dans notre [politique de confidentialité](/privacy) : données collectées, durées de conservation, prestataires, et la manière d’exercer vos droits.',
        },
      ],
    },
    {
      id: 'formulaires',
      title: '11. Utilisation des formulaires et de la newsletter',
      blocks: [
        {
          type: 'p',
          text: 'Le formulaire de contact et l’inscription à la newsletter sont là pour vous permettre de nous joindre et de recevoir nos conseils. En les utilisant, vous vous engagez à :',
        },
        {
          type: 'ul',
          items: [
            'fournir des informations exactes et ne pas utiliser l’identité ou l’adresse e-mail d’un tiers sans son accord ;',
            'ne pas envoyer de messages publicitaires non sollicités, de contenus illicites, injurieux ou malveillants ;',
            'ne pas soumettre les formulaires de manière automatisée ou répétée.',
          ],
        },
        {
          type: 'p',
          text: 'Pour lutter contre le spam, les formulaires comportent un champ piège invisible pour les visiteurs, qui permet d’écarter les robots, et le nombre d’envois possibles depuis une même connexion est limité dans le temps. Un envoi bloqué par ces protections n’est pas enregistré ; si cela vous arrive, patientez un peu ou écrivez-nous directement par e-mail.',
        },
        {
          type: 'p',
          text: 'L’inscription à la newsletter n’est effective qu’après confirmation par le lien reçu par e-mail, et chaque envoi contient un lien de désinscription en un clic. Nous pouvons ignorer ou supprimer toute demande manifestement abusive.',
        },
      ],
    },
    {
      id: 'litiges',
      title: '12. Droit applicable et litiges',
      blocks: [
        {
          type: 'p',
          text: 'Ces CGU sont soumises au droit français. En cas de difficulté, écrivez-nous d’abord : la plupart des malentendus se règlent rapidement par un échange direct.',
        },
        {
          type: 'p',
          text: `Si vous êtes consommateur et que votre réclamation écrite n’a pas abouti, vous pouvez recourir gratuitement au médiateur de la consommation dont nous relevons : [${legal.mediator.name}](${legal.mediator.website}), conformément aux articles L612-1 et suivants du Code de la consommation. Vous restez libre de saisir le tribunal compétent selon les règles de droit commun.`,
        },
        {
          type: 'p',
          text: 'Si vous êtes un professionnel, tout litige relatif au site ou à ces CGU qui n’aurait pu être réglé à l’amiable relève de la compétence exclusive des tribunaux de Paris.',
        },
      ],
    },
    {
      id: 'modifications',
      title: '13. Modification des conditions',
      blocks: [
        {
          type: 'p',
          text: 'Nous pouvons modifier ces CGU pour tenir compte d’une évolution du site, de nos services ou de la loi. La version applicable est celle en ligne au moment de votre visite ; la date de la dernière mise à jour figure en haut de cette page. Un devis déjà accepté reste régi par les conditions en vigueur au moment de son acceptation.',
        },
      ],
    },
  ],
} satisfies LegalDocument
