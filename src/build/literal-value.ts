/** Component props as authors write them: literal data only (no code runs at build). */
import type { Expression, Node as EsNode } from 'acorn'

/** The value of a literal JavaScript expression (arrays, objects, strings, numbers, booleans); anything else throws. */
export function literalValue(node: EsNode): unknown {
  const expression = node as Expression
  switch (expression.type) {
    case 'Literal':
      return expression.value
    case 'TemplateLiteral':
      if (expression.expressions.length) throw new Error('gabarit avec expressions non pris en charge')
      return expression.quasis.map((quasi) => quasi.value.cooked).join('')
    case 'UnaryExpression':
      if (
        expression.operator === '-' &&
        expression.argument.type === 'Literal' &&
        typeof expression.argument.value === 'number'
      )
        return -expression.argument.value
      break
    case 'ArrayExpression':
      return expression.elements.map((element) => {
        if (!element || element.type === 'SpreadElement') throw new Error('élément de tableau non littéral')
        return literalValue(element)
      })
    case 'ObjectExpression':
      return Object.fromEntries(
        expression.properties.map((property) => {
          if (property.type !== 'Property' || property.computed || property.kind !== 'init')
            throw new Error('propriété d’objet non littérale')
          const key = property.key.type === 'Identifier' ? property.key.name : literalValue(property.key)
          return [String(key), literalValue(property.value)]
        }),
      )
  }
  throw new Error(`expression non littérale (${expression.type})`)
}
