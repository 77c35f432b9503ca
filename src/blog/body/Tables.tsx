/** The data tables articles embed: the price guide's cost table and the hosting comparison. */
import { useId } from 'react'
import { articleBody } from '@content/blog/article.json'
import type { ArticleComponentProps } from '@content/schema'
import { ScrollTable } from './Markdown'

type Column<Row> = { key: keyof Row & string; label: string }

function DataTable<Row extends Record<string, string>>({
  caption,
  rows,
  columns,
}: {
  caption: string
  rows: readonly Row[]
  columns: readonly Column<Row>[]
}) {
  const captionId = useId()
  const [first, ...others] = columns
  return (
    <ScrollTable labelledBy={captionId}>
      <table className="data-table">
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[first!.key]}>
              <th scope="row">{row[first!.key]}</th>
              {others.map((column) => (
                <td key={column.key}>{row[column.key]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  )
}

const costColumns = (['solution', 'initialCost', 'annualCost', 'advantages', 'disadvantages'] as const).map((key) => ({
  key,
  label: articleBody.costTable[key],
}))
const providerColumns = (['provider', 'type', 'price', 'strengths', 'limits'] as const).map((key) => ({
  key,
  label: articleBody.providers[key],
}))

/** Solution type, estimated initial cost, estimated annual cost, advantages, disadvantages. */
export function CostTable({ caption, rows }: ArticleComponentProps<'CostTable'>) {
  return <DataTable caption={caption} rows={rows} columns={costColumns} />
}

export function ProviderComparison({ caption, rows }: ArticleComponentProps<'ProviderComparison'>) {
  return <DataTable caption={caption} rows={rows} columns={providerColumns} />
}
