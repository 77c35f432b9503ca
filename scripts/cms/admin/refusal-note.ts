/**
 * A refused save stays said: Decap shows the refusal in a notice that fades after a few seconds, before the owner has
 * read a long list; this note keeps it on screen, under the toolbar, until he closes it or a save goes through.
 */
const ID = 'refus-enregistrement'

export function showRefusal(message: string) {
  let note = document.getElementById(ID)
  if (!note) {
    note = document.createElement('div')
    note.id = ID
    note.setAttribute('role', 'alert')
    Object.assign(note.style, {
      position: 'fixed',
      right: '16px',
      bottom: '16px',
      zIndex: '10000',
      maxWidth: '560px',
      maxHeight: '40vh',
      overflow: 'auto',
      padding: '12px 16px',
      border: '2px solid #b42318',
      borderRadius: '8px',
      background: '#fef3f2',
      color: '#55160c',
      font: '15px/1.45 system-ui, sans-serif',
      boxShadow: '0 4px 16px rgb(0 0 0 / 0.15)',
    })
    document.body.append(note)
  }
  const title = document.createElement('strong')
  title.textContent = 'Pas encore enregistré\u00a0: '
  const list = document.createElement('ul')
  list.style.margin = '6px 0'
  for (const item of message.split(' ; '))
    list.append(Object.assign(document.createElement('li'), { textContent: item }))
  const close = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Fermer' })
  close.addEventListener('click', hideRefusal)
  note.replaceChildren(title, list, close)
}

export function hideRefusal() {
  document.getElementById(ID)?.remove()
}
