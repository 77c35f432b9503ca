/**
 * A refused save stays said: Decap shows the refusal in a notice that fades after a few seconds, before the owner has
 * read a long list; this note keeps it on screen, under the toolbar, until he closes it or a save goes through. A save
 * that leaves a translation behind says so the same way, as news rather than an alarm.
 */
import { clearOutlines } from './field-outline.ts'

const ID = 'refus-enregistrement'

const TONES = {
  refusal: {
    role: 'alert',
    title: 'Pas encore enregistré\u00a0: ',
    border: '#b42318',
    background: '#fef3f2',
    color: '#55160c',
  },
  waiting: { role: 'status', title: 'Enregistré\u00a0; ', border: '#175cd3', background: '#eff8ff', color: '#102a56' },
} as const

function showNote(tone: keyof typeof TONES, message: string) {
  const { role, title, ...colours } = TONES[tone]
  hideRefusal()
  const note = document.createElement('div')
  note.id = ID
  note.setAttribute('role', role)
  Object.assign(note.style, {
    position: 'fixed',
    right: '16px',
    bottom: '16px',
    zIndex: '10000',
    maxWidth: '560px',
    maxHeight: '40vh',
    overflow: 'auto',
    padding: '12px 16px',
    border: `2px solid ${colours.border}`,
    borderRadius: '8px',
    background: colours.background,
    color: colours.color,
    font: '15px/1.45 system-ui, sans-serif',
    boxShadow: '0 4px 16px rgb(0 0 0 / 0.15)',
  })
  const heading = document.createElement('strong')
  heading.textContent = title
  const list = document.createElement('ul')
  list.style.margin = '6px 0'
  for (const item of message.split(' ; '))
    list.append(Object.assign(document.createElement('li'), { textContent: item }))
  const close = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Fermer' })
  close.addEventListener('click', hideRefusal)
  note.append(heading, list, close)
  document.body.append(note)
}

export const showRefusal = (message: string) => showNote('refusal', message)

/** After a save of a French entry whose translation now waits for more: what the translated page shows meanwhile. */
export const showWaiting = (message: string) => showNote('waiting', message)

export function hideRefusal() {
  document.getElementById(ID)?.remove()
  clearOutlines()
}
