import type { ReactNode } from 'react';

export interface DataTableRow {
  key: string;
  /** The row's header cell, then its data cells. */
  cells: readonly [ReactNode, ...ReactNode[]];
}

export interface DataTableProps {
  className?: string;
  caption?: string;
  /** The column headings. */
  columns: readonly string[];
  rows: readonly DataTableRow[];
}

/** A table whose first cell names its row: the grade reference, a semester's subjects, the trend. */
export function DataTable({ className, caption, columns, rows }: DataTableProps) {
  return (
    <table className={className}>
      {caption !== undefined && <caption>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, cells: [head, ...data] }) => (
          <tr key={key}>
            <th scope="row">{head}</th>
            {data.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
