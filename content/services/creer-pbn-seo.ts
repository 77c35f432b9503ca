import type { PbnPage } from '../schema'
import site from '../site.json' with { type: 'json' }

/** /services/creer-pbn-seo: private blog networks, written as a guide. */
export const page = {
  meta: {
    title: 'Créer un PBN SEO : guide et accompagnement',
    description:
      'Ce qu’est un PBN, comment il fonctionne, ses avantages, ses risques et comment éviter les pénalités. Création de PBN sur mesure à partir de 497 €.',
    keywords: ['PBN', 'PBN SEO', 'réseau de sites privés', 'créer un PBN', 'domaines expirés', 'netlinking'],
  },
  hero: {
    eyebrow: 'PBN SEO',
    title: 'Créer un PBN SEO : le guide complet des réseaux de sites privés',
    intro: [
      'Un PBN (Private Blog Network) est un réseau de sites que vous contrôlez, construits pour transmettre de l’autorité à vos pages stratégiques. Bien conçu, c’est un levier puissant ; mal conçu, c’est une pénalité assurée.',
      'Ce guide explique comment il fonctionne, ce qu’il rapporte, ce qu’il risque et comment nous le construisons pour nos clients.',
    ],
    primary: { label: 'Discuter de mon projet', href: '/contact' },
    secondary: { label: 'Préférer le netlinking classique', href: '/services/netlinking' },
    image: {
      src: '/images/services/creer-pbn-seo.svg',
      width: 800,
      height: 600,
      alt: 'Un site principal au centre d’un réseau de blogs satellites reliés par des liens',
    },
  },
  article: {
    title: 'Tout comprendre avant de créer son PBN',
    chapters: [
      {
        title: 'Qu’est-ce qu’un PBN ?',
        blocks: [
          {
            type: 'p',
            text: 'Un PBN est un ensemble de sites, souvent bâtis sur des noms de domaine expirés qui ont conservé des backlinks de qualité, dont le rôle principal est de faire des liens vers un site « money », celui qui vend. Au lieu d’attendre que d’autres sites vous citent, vous maîtrisez la source des liens, leur ancre et leur rythme.',
          },
          {
            type: 'p',
            text: 'Google considère cette pratique comme contraire à ses consignes : c’est un levier de référencement dit « gris », que nous réservons aux marchés très concurrentiels et aux clients qui en comprennent les risques. Pour la plupart des entreprises, une [stratégie SEO](/services/seo) classique suffit.',
          },
        ],
      },
      {
        title: 'Comment fonctionne un réseau de sites privés',
        image: {
          src: '/images/pbn/architecture.svg',
          width: 1000,
          height: 600,
          alt: 'Schéma d’un PBN : un site principal, des sites de niveau 1 et de niveau 2, reliés par des flèches qui font remonter la popularité',
        },
        blocks: [
          {
            type: 'p',
            text: 'Chaque site du réseau publie des contenus de sa thématique et y insère, de temps à autre, un lien vers le site principal. Beaucoup de réseaux sont montés en cascade, comme sur ce schéma : des sites de second niveau renforcent ceux de premier niveau, qui pointent vers le site principal. Nous ne construisons pas ce montage, car des sites du réseau reliés entre eux dessinent exactement le motif que Google cherche. Dans nos réseaux, chaque site pointe seul vers le site principal ; nous classons les sites en niveaux A, B et C selon le soin qu’ils reçoivent, comme l’explique notre [guide de maintenance d’un PBN](/blog/pbn-seo), pas selon leur place dans une chaîne de liens.',
          },
          {
            type: 'p',
            text: 'La valeur d’un PBN tient à l’autorité de ses domaines et à la crédibilité de ses sites : un vrai contenu, une vraie structure, de vrais visiteurs si possible. Un site vide créé pour faire des liens ne transmet presque rien et attire l’attention.',
          },
        ],
      },
      {
        title: 'Les avantages d’un PBN',
        blocks: [
          {
            type: 'ul',
            items: [
              '**Le contrôle** : vous choisissez la page cible, l’ancre et la date de chaque lien.',
              '**La rapidité** : des effets souvent plus rapides qu’avec des liens éditoriaux à obtenir un par un.',
              '**Le coût sur la durée** : une fois construit, le réseau sert de nombreuses campagnes.',
              '**La réutilisation** : le réseau peut soutenir plusieurs de vos sites ou de vos projets.',
            ],
          },
        ],
      },
      {
        title: 'Les risques à connaître',
        image: {
          src: '/images/pbn/tiers.svg',
          width: 1000,
          height: 600,
          alt: 'Pyramide des niveaux d’un PBN en trois étages A, B et C, du plus proche du site principal au plus large',
        },
        blocks: [
          {
            type: 'p',
            text: 'Le risque principal est la **désindexation** des sites du réseau, voire une action manuelle contre le site principal si Google détecte le schéma. Les autres risques sont économiques : domaines achetés trop cher, maintenance négligée, contenus de mauvaise qualité qui ne transmettent rien.',
          },
          {
            type: 'p',
            text: 'C’est pourquoi nous ne faisons jamais reposer toute une stratégie sur un PBN : il complète des liens éditoriaux obtenus par le [netlinking](/services/netlinking), jamais il ne les remplace.',
          },
        ],
      },
      {
        title: 'Optimiser son PBN',
        blocks: [
          {
            type: 'ul',
            items: [
              'Choisir des domaines expirés à l’historique propre, thématiquement proches et dotés de liens réels.',
              'Donner à chaque site une identité : design, ligne éditoriale, pages « à propos » et mentions légales propres.',
              'Publier régulièrement, et bien plus de contenus sans lien sortant que d’articles qui pointent vers le site principal.',
              'Varier les ancres et les pages cibles, au rythme d’un site qui vit naturellement.',
              'Contrôler la technique toutes les 2 à 4 semaines et revoir contenus et backlinks tous les 1 à 3 mois.',
            ],
          },
        ],
      },
      {
        title: 'Éviter les pénalités : effacer les empreintes',
        image: {
          src: '/images/pbn/footprints.svg',
          width: 1000,
          height: 600,
          alt: 'Chaque site du réseau hébergé sur son propre serveur, avec un bloc d’adresses IP et une couleur distincts',
        },
        blocks: [
          {
            type: 'p',
            text: 'Google repère un réseau par ses empreintes communes. Chaque site doit donc avoir son propre hébergeur et son adresse IP, son propre thème, des données d’enregistrement distinctes, aucun outil de statistiques partagé et aucun lien croisé entre sites du réseau. Un seul point commun suffit parfois à relier l’ensemble.',
          },
        ],
      },
      {
        title: 'Les réseaux sociaux au service du PBN',
        blocks: [
          {
            type: 'p',
            text: 'Un site crédible a une présence sociale : une page, quelques publications, des partages de ses articles. Ces signaux ne font pas le classement à eux seuls, mais ils donnent au site l’apparence d’un vrai média, apportent quelques visites et accélèrent la découverte des nouveaux contenus.',
          },
        ],
      },
      {
        title: 'Les outils d’automatisation',
        blocks: [
          {
            type: 'p',
            text: 'Planification des publications, surveillance des domaines, suivi des liens, alertes de désindexation : l’automatisation rend un réseau gérable. Mais chaque outil laisse ses propres empreintes. Nous testons toujours un outil sur 3 à 5 domaines pendant 30 à 60 jours avant de l’étendre au réseau, et nous détaillons la maintenance dans notre guide [Maintenance PBN SEO](/blog/pbn-seo).',
          },
          {
            type: 'p',
            text: 'Un site du réseau se construit comme un vrai site : nos standards de [création de site](/services/creation-site) s’appliquent, de la vitesse à la structure des contenus.',
          },
        ],
      },
    ],
  },
  video: {
    heading: 'Un réseau vu de l’intérieur, en vidéo',
    title: 'Comment construire un PBN qui dure : la méthode en vidéo',
    intro: 'Vingt minutes pour voir un réseau de l’intérieur, du choix des domaines au suivi des liens.',
    youtubeId: site.videos.pbn,
    play: 'Lancer la vidéo',
    watchOnYoutube: 'Voir la vidéo sur YouTube',
  },
  glossary: {
    title: 'Glossaire du PBN',
    items: [
      {
        term: 'PBN',
        definition:
          'Private Blog Network : réseau de sites contrôlés par une même personne pour créer des liens vers un site principal.',
      },
      {
        term: 'Site money',
        definition: 'Le site qui génère le chiffre d’affaires et que le réseau doit faire progresser.',
      },
      {
        term: 'Domaine expiré',
        definition:
          'Nom de domaine non renouvelé par son ancien propriétaire, qui conserve parfois ses backlinks et son autorité.',
      },
      {
        term: 'Backlink',
        definition: 'Lien depuis un autre site vers le vôtre, interprété par Google comme une recommandation.',
      },
      { term: 'Ancre', definition: 'Le texte cliquable d’un lien, qui indique à Google le sujet de la page cible.' },
      {
        term: 'Empreinte',
        definition:
          'Point commun technique ou éditorial entre plusieurs sites qui permet de les relier à un même réseau.',
      },
      {
        term: 'Tier 1 / Tier 2',
        definition:
          'Étages d’un réseau monté en cascade : les sites de niveau 2 font des liens vers ceux de niveau 1, qui pointent vers le site money. Un montage que nous évitons, car il relie les sites du réseau entre eux.',
      },
      {
        term: 'Autorité de domaine',
        definition: 'Indicateur calculé par les outils SEO pour estimer la popularité d’un domaine d’après ses liens.',
      },
      {
        term: 'Désindexation',
        definition: 'Retrait d’un site ou d’une page de l’index de Google, qui ne l’affiche plus dans ses résultats.',
      },
      {
        term: 'Action manuelle',
        definition: 'Sanction appliquée par un employé de Google après examen d’un site qui enfreint ses consignes.',
      },
      {
        term: 'Netlinking',
        definition:
          'L’ensemble des actions visant à obtenir des liens vers un site, dont le PBN n’est qu’une technique parmi d’autres.',
      },
    ],
  },
  related: {
    title: 'Pour aller plus loin',
    links: [
      { label: 'Notre accompagnement SEO', href: '/services/seo' },
      { label: 'Notre stratégie netlinking', href: '/services/netlinking' },
      { label: 'Création de site web', href: '/services/creation-site' },
      { label: 'Guide : maintenance d’un PBN', href: '/blog/pbn-seo' },
    ],
  },
  closing: {
    title: 'Un PBN sur mesure, conçu pour durer',
    text: 'Création de PBN à partir de 497 € : domaines vérifiés, sites crédibles, empreintes effacées et maintenance planifiée. Parlons de votre marché.',
    primary: { label: 'Nous contacter', href: '/contact' },
    secondary: { label: 'Découvrir le netlinking', href: '/services/netlinking' },
  },
} satisfies PbnPage
