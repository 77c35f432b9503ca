import { FIGURES_FILE } from '../build/content-files.ts'

const FIGURE_REFERENCE = /^\{\{figures\.([a-z0-9-]+)\.(value|label)\}\}$/

/**
 * A figure shown as a key figure (an object with a `number` and a `label`) is read from the register, so that it reads
 * the same on every page and the register says what it counts: `number` is {{figures.<id>.value}} and `label`
 * {{figures.<id>.label}}, of the same figure. `data` is the file as written, before its references are replaced.
 */
export function checkStatsCiteRegister(file: string, data: unknown): string[] {
  const problems: string[] = []
  const visit = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) visit(item, `${path}[${index}]`)
    } else if (value && typeof value === 'object') {
      const stat = value as Record<string, unknown>
      if ('number' in stat && 'label' in stat) {
        const number = FIGURE_REFERENCE.exec(String(stat.number))
        const label = FIGURE_REFERENCE.exec(String(stat.label))
        if (number?.[2] !== 'value' || label?.[2] !== 'label' || number[1] !== label[1])
          problems.push(
            `${file} : champ « ${path} » : un chiffre clé s’écrit dans ${FIGURES_FILE} et se cite ici par « number » : « {{figures.<id>.value}} » et « label » : « {{figures.<id>.label}} » (même <id>)`,
          )
      } else for (const [key, item] of Object.entries(stat)) visit(item, path ? `${path}.${key}` : key)
    }
  }
  visit(data, '')
  return problems
}
