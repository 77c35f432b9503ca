/**
 * The Supabase functions accept the contact form's service values of their own copy of the form's choices
 * (supabase/functions/_shared/site-content.ts, written by `npm run leads:content`): a service file added or renamed
 * since that copy was written offers a choice that the function would refuse. One warning at build names them.
 */
import { serviceChoices as functionChoices } from '@functions/_shared/site-content.ts'
import { serviceChoices } from 'virtual:service-choices'

/** The form's values that the functions' copy does not hold. */
export function choicesUnknownToFunctions(
  form: readonly { value: string }[] = serviceChoices,
  functions: readonly { value: string }[] = functionChoices,
): string[] {
  const known = new Set(functions.map((choice) => choice.value))
  return form.map((choice) => choice.value).filter((value) => !known.has(value))
}

export function warnAboutFunctionChoices(): void {
  const unknown = choicesUnknownToFunctions()
  if (unknown.length)
    console.warn(
      `Attention, les fonctions Supabase refuseraient ${unknown.map((value) => `« ${value} »`).join(', ')} : lancez npm run leads:content, puis redéployez les fonctions.`,
    )
}
