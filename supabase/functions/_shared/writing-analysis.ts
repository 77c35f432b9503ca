/**
 * The writing analysis of an article or a service page, as advice: Yoast's researchers and assessments (`yoastseo`,
 * with its French researcher: Kandel and Moles' reading ease, French transition words and passive voice), each
 * result told in one French line for the owner. One implementation, two callers: the audit's `writing` check
 * (scripts/audit/writing.ts, on the built pages) and the editor's preview, through the `writing-analysis` function.
 * `yoastseo` is GPL-3.0: it runs on our machines and in the function, never in a browser (docs/writing-analysis.md).
 */
import yoast from 'yoastseo'
import EnglishResearcher from 'yoastseo/build/languageProcessing/languages/en/Researcher.js'
import FrenchResearcher from 'yoastseo/build/languageProcessing/languages/fr/Researcher.js'
import { seoLimits } from './site-content.ts'

export type WritingInput = {
  language: 'fr' | 'en'
  /** The page's <title>, as search engines get it (src/head/title.ts). */
  title: string
  /** The description search engines show (an article's excerpt). */
  description: string
  /** The last part of the page's address. */
  slug: string
  /** The expression the page should rank for: optional, the checks that need it say so without it. */
  keyphrase?: string
  /** The page's text as HTML: headings, paragraphs, lists (its menus and forms are left out). */
  html: string
}

export type Rating = 'good' | 'ok' | 'bad'
export type WritingCheck = { id: string; label: string; rating: Rating; text: string }
export type WritingReport = { checks: WritingCheck[]; flesch: number | null }

/** The subset of yoastseo's API used here (the package ships no types). */
type Researcher = { getResearch(name: string): unknown }
type Assessment = { identifier: string }
type Assessor = {
  addAssessment(name: string, assessment: Assessment): void
  assess(paper: unknown): void
  getValidResults(): { getIdentifier(): string; getScore(): number }[]
}
const { Assessor, Paper, assessments, interpreters } = yoast as {
  Assessor: new (researcher: Researcher) => Assessor
  Paper: new (text: string, attributes: Record<string, unknown>) => unknown
  assessments: Record<'seo' | 'readability', Record<string, new (config?: object) => Assessment>>
  interpreters: { scoreToRating(score: number): string }
}
type ResearcherClass = new (paper: unknown) => Researcher
/** A CommonJS module's default export: Deno and Node's ESM give its `exports` object, tsx's loader the export itself. */
const defaultOf = <T>(module: unknown) => ((module as { default?: T }).default ?? module) as T
const researchers = {
  fr: defaultOf<ResearcherClass>(FrenchResearcher),
  en: defaultOf<ResearcherClass>(EnglishResearcher),
}

/** French spacing: a no-break space before « : ; ? ! % » and inside guillemets. */
const fr = (text: string) => text.replace(/ ([:;?!%»])/g, '\u00a0$1').replace(/« /g, '«\u00a0')
const percent = (part: number, whole: number) => (whole ? Math.round((100 * part) / whole) : 0)
/** « 1 caractère », « 0 caractère », « 2 caractères »: French counts below 2 are singular. */
const counted = (n: number, word: string) => `${n} ${word}${n >= 2 ? 's' : ''}`

/** The sentence length the issue asks (Yoast's default is 20 words; the share allowed stays Yoast's 25 %). */
const SENTENCE_WORDS = 25

/**
 * Yoast's ratings of the assessments given, each by its identifier, on `paper` (Yoast's own pipeline: the paper's tree
 * built, the assessments that do not apply left out, a failing one left out).
 */
function ratings(researcher: Researcher, paper: unknown, given: Assessment[]): Map<string, Rating> {
  const assessor = new Assessor(researcher)
  for (const assessment of given) assessor.addAssessment(assessment.identifier, assessment)
  assessor.assess(paper)
  const rated = new Map<string, Rating>()
  for (const result of assessor.getValidResults()) {
    const rating = interpreters.scoreToRating(result.getScore())
    if (rating === 'good' || rating === 'ok' || rating === 'bad') rated.set(result.getIdentifier(), rating)
  }
  return rated
}

const byRating = (rating: Rating, texts: Record<Rating, string>) => fr(texts[rating])

export function analyseWriting(input: WritingInput): WritingReport {
  const keyphrase = input.keyphrase?.trim() ?? ''
  // The page's menus and forms are not its text. French no-break spaces read as spaces: a page's markup writes them as
  // characters (the build) or as `&nbsp;` (a browser's innerHTML), and Yoast splits sentences differently on each.
  const text = input.html
    .replace(/<(form|nav)\b[\s\S]*?<\/\1>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;|[\u00a0\u202f]/gi, ' ')
  const paper = new Paper(text, {
    keyword: keyphrase,
    title: input.title,
    description: input.description,
    slug: input.slug,
    locale: input.language === 'fr' ? 'fr_FR' : 'en_GB',
  })
  const researcher = new researchers[input.language](paper)
  const { seo, readability } = assessments
  const given = {
    keyphraseInTitle: new seo.KeyphraseInSEOTitleAssessment!(),
    keyphraseInSlug: new seo.SlugKeywordAssessment!(),
    keyphraseInDescription: new seo.MetaDescriptionKeywordAssessment!(),
    keyphraseInIntroduction: new seo.IntroductionKeywordAssessment!(),
    keyphraseInSubheadings: new seo.SubheadingsKeywordAssessment!(),
    textLength: new seo.TextLengthAssessment!(),
    sentenceLength: new readability.SentenceLengthInTextAssessment!({ recommendedLength: SENTENCE_WORDS }),
    paragraphLength: new readability.ParagraphTooLongAssessment!(),
    passiveVoice: new readability.PassiveVoiceAssessment!(),
    transitionWords: new readability.TransitionWordsAssessment!(),
    sentenceBeginnings: new readability.SentenceBeginningsAssessment!(),
    textPresence: new readability.TextPresenceAssessment!(),
  }
  const rated = ratings(researcher, paper, Object.values(given))
  const rate = (id: keyof typeof given) => rated.get(given[id].identifier) ?? null
  const checks: WritingCheck[] = []
  const add = (id: string, label: string, rating: Rating | null, text: (rating: Rating) => string) => {
    if (rating) checks.push({ id, label: fr(label), rating, text: text(rating) })
  }

  // The keyphrase where search engines and readers meet it first.
  if (!keyphrase)
    add('keyphrase', 'Expression clé', 'ok', () =>
      fr(
        'aucune : indiquez l’expression que cette page doit faire trouver, pour vérifier le titre, l’adresse, la description, l’introduction et les intertitres.',
      ),
    )
  else {
    add('keyphraseInTitle', 'Expression clé dans le titre', rate('keyphraseInTitle'), (r) =>
      byRating(r, {
        good: 'le titre pour les moteurs commence par l’expression clé.',
        ok: 'le titre pour les moteurs contient l’expression clé, mais pas au début ou pas telle quelle : placez-la en tête.',
        bad: 'le titre pour les moteurs ne contient pas l’expression clé : ajoutez-la, de préférence au début.',
      }),
    )
    add('keyphraseInSlug', 'Expression clé dans l’adresse', rate('keyphraseInSlug'), (r) =>
      byRating(r, {
        good: 'l’adresse contient les mots de l’expression clé.',
        ok: 'l’adresse ne contient pas toute l’expression clé (changer l’adresse d’un article publié garde l’ancienne, redirigée).',
        bad: 'la page n’a pas encore d’adresse.',
      }),
    )
    const inDescription = researcher.getResearch('metaDescriptionKeyword') as number
    add('keyphraseInDescription', 'Expression clé dans la description', rate('keyphraseInDescription'), (r) =>
      fr(
        r === 'good'
          ? 'la description pour les moteurs reprend l’expression clé.'
          : inDescription > 2
            ? `la description reprend l’expression clé ${inDescription} fois : une ou deux suffisent.`
            : 'la description pour les moteurs ne reprend pas l’expression clé : Google met en gras les mots cherchés.',
      ),
    )
    add('keyphraseInIntroduction', 'Expression clé dans l’introduction', rate('keyphraseInIntroduction'), (r) =>
      byRating(r, {
        good: 'le premier paragraphe contient l’expression clé.',
        ok: 'les mots de l’expression clé sont dans le premier paragraphe, mais pas dans une même phrase.',
        bad: 'le premier paragraphe ne contient pas l’expression clé : dites dès le début de quoi parle la page.',
      }),
    )
    const subheadings = researcher.getResearch('matchKeywordInSubheadings') as { count: number; matches: number }
    const { matches, count } = subheadings
    const reflecting =
      matches === 0
        ? `aucun intertitre (H2, H3) sur ${count} ne reprend l’expression clé ni ses mots`
        : `${matches} intertitre${matches > 1 ? 's' : ''} (H2, H3) sur ${count} ${matches > 1 ? 'reprennent' : 'reprend'} l’expression clé ou ses mots`
    add('keyphraseInSubheadings', 'Expression clé dans les intertitres', rate('keyphraseInSubheadings'), (r) =>
      fr(
        subheadings.count === 0
          ? r === 'good'
            ? 'pas d’intertitre, ce qu’un texte court permet.'
            : 'pas d’intertitre : découpez le texte en parties titrées (H2, H3), dont certaines reprennent l’expression clé.'
          : // Yoast rates too few and too many alike (30 to 75 % of them is right): the figures say which.
            reflecting +
              (r === 'good'
                ? '.'
                : matches > count * 0.75
                  ? ' : c’est trop, variez-les.'
                  : ' : il en faut entre 30 et 75 %.'),
      ),
    )
  }

  // The lengths the build holds pages to (content/seo-limits.ts), and Yoast's advice within them.
  const titleLength = input.title.length
  add('titleLength', 'Longueur du titre', titleLength && titleLength <= seoLimits.titleMax ? 'good' : 'bad', (r) =>
    fr(
      r === 'good'
        ? `${counted(titleLength, 'caractère')} sur ${seoLimits.titleMax} : affiché en entier dans les résultats.`
        : `${counted(titleLength, 'caractère')} : les résultats de recherche en affichent ${seoLimits.titleMax} au plus.`,
    ),
  )
  const descriptionLength = input.description.length
  const { recommendedMaximumLength: fullFrom } = (
    new seo.MetaDescriptionLengthAssessment!() as unknown as {
      _config: { recommendedMaximumLength: number }
    }
  )._config
  const descriptionRating: Rating =
    descriptionLength < seoLimits.description.min || descriptionLength > seoLimits.description.max
      ? 'bad'
      : descriptionLength < fullFrom
        ? 'ok'
        : 'good'
  add('descriptionLength', 'Longueur de la description', descriptionRating, (r) =>
    byRating(r, {
      good: `${counted(descriptionLength, 'caractère')} : la place des résultats de recherche est employée.`,
      ok: `${counted(descriptionLength, 'caractère')} : les résultats en montrent jusqu’à ${seoLimits.description.max}, il reste de la place pour convaincre.`,
      bad: `${counted(descriptionLength, 'caractère')} : il en faut entre ${seoLimits.description.min} et ${seoLimits.description.max}.`,
    }),
  )

  // Yoast's bounds for a post: 300 words and more good, 250 to 300 improvable, fewer to review.
  const { recommendedMinimum: enough } = (
    new seo.TextLengthAssessment!() as unknown as { _config: { recommendedMinimum: number } }
  )._config
  const words = (researcher.getResearch('wordCountInText') as { count: number }).count
  add('textLength', 'Longueur du texte', rate('textLength'), (r) =>
    fr(
      r === 'good'
        ? `${counted(words, 'mot')} : de quoi traiter le sujet.`
        : `${counted(words, 'mot')} : ${enough} au moins donnent aux moteurs et aux lecteurs de quoi juger le sujet traité ; développez-le.`,
    ),
  )

  // Readability, once there is enough text to judge it (Yoast's 50 words).
  if (rate('textPresence') === 'bad') {
    add('textPresence', 'Lisibilité', 'bad', () => fr('pas encore assez de texte pour en juger (50 mots au moins).'))
    return { checks, flesch: null }
  }
  const ease = researcher.getResearch('getFleschReadingScore') as { score: number; difficulty: number }
  const flesch = ease.score >= 0 ? Math.round(ease.score) : null
  if (flesch !== null) {
    // Yoast's difficulty scale: 3 « okay » or easier, 4 « fairly difficult », 5 and 6 « difficult » and « very difficult ».
    const rating: Rating = ease.difficulty <= 3 ? 'good' : ease.difficulty === 4 ? 'ok' : 'bad'
    const formula = input.language === 'fr' ? 'Flesch, formule de Kandel et Moles pour le français' : 'Flesch'
    add('readingEase', `Facilité de lecture (${formula})`, rating, (r) =>
      byRating(r, {
        good: `${flesch} sur 100 : se lit facilement.`,
        ok: `${flesch} sur 100 : assez difficile ; des phrases plus courtes et des mots plus courants la rendent plus facile.`,
        bad: `${flesch} sur 100 : difficile à lire ; raccourcissez les phrases et préférez des mots courants.`,
      }),
    )
  }
  const sentences = researcher.getResearch('countSentencesFromText') as { sentenceLength: number }[]
  const long = sentences.filter((sentence) => sentence.sentenceLength > SENTENCE_WORDS).length
  add('sentenceLength', 'Longueur des phrases', rate('sentenceLength'), (r) =>
    fr(
      `${long} phrase${long > 1 ? 's' : ''} sur ${sentences.length} dépasse${long > 1 ? 'nt' : ''} ${SENTENCE_WORDS} mots (${percent(long, sentences.length)} %)` +
        (r === 'good' ? '.' : ' : au-delà d’un quart, coupez les plus longues.'),
    ),
  )
  const paragraphs = researcher.getResearch('getParagraphLength') as {
    paragraphLength?: number
    countLength?: number
  }[]
  const limit = 150
  const longParagraphs = paragraphs.filter((p) => (p.paragraphLength ?? p.countLength ?? 0) > limit).length
  add('paragraphLength', 'Longueur des paragraphes', rate('paragraphLength'), (r) =>
    fr(
      r === 'good'
        ? `aucun paragraphe ne dépasse ${limit} mots.`
        : `${longParagraphs} paragraphe${longParagraphs > 1 ? 's dépassent' : ' dépasse'} ${limit} mots : coupez-${longParagraphs > 1 ? 'les' : 'le'}.`,
    ),
  )
  const passive = researcher.getResearch('getPassiveVoiceResult') as { total: number; passives: unknown[] }
  add('passiveVoice', 'Voix passive', rate('passiveVoice'), (r) =>
    fr(
      `${percent(passive.passives.length, passive.total)} % des phrases sont au passif` +
        (r === 'good'
          ? '.'
          : ' : au-delà de 10 %, tournez-en à l’actif (« nous avons corrigé » plutôt que « a été corrigé »).'),
    ),
  )
  const transitions = researcher.getResearch('findTransitionWords') as {
    totalSentences: number
    transitionWordSentences: number
    textLength: number
  }
  // Yoast asks for them from 200 words on; a shorter text is rated good without any, and says why.
  const { transitionWordsNeededIfTextLongerThan: needed } = (
    new readability.TransitionWordsAssessment!() as unknown as {
      _config: { transitionWordsNeededIfTextLongerThan: number }
    }
  )._config
  add('transitionWords', 'Mots de liaison', rate('transitionWords'), (r) =>
    fr(
      transitions.transitionWordSentences === 0 && transitions.textLength < needed
        ? `aucun, mais le texte est assez court pour s’en passer (moins de ${needed} mots).`
        : `${percent(transitions.transitionWordSentences, transitions.totalSentences)} % des phrases ont un mot de liaison (« ensuite », « par exemple », « donc »…)` +
            (r === 'good' ? '.' : ' : au moins 30 % aident à suivre le raisonnement.'),
    ),
  )
  const beginnings = researcher.getResearch('getSentenceBeginnings') as { word: string; count: number }[]
  const repeated = beginnings.filter((beginning) => beginning.count > 2)
  add('sentenceBeginnings', 'Débuts de phrases', rate('sentenceBeginnings'), (r) =>
    fr(
      r === 'good'
        ? 'pas trois phrases de suite qui commencent par le même mot.'
        : `des phrases de suite commencent par le même mot (${repeated.map((b) => `« ${b.word} » ${b.count} fois`).join(', ')}) : variez-les.`,
    ),
  )
  return { checks, flesch }
}

/** How many checks of each rating: the audit's line, the editor's summary. */
export const ratingCounts = (report: WritingReport) =>
  Object.fromEntries(
    (['good', 'ok', 'bad'] as const).map((rating) => [rating, report.checks.filter((c) => c.rating === rating).length]),
  ) as Record<Rating, number>
