import type { ReactNode } from 'react';
import { DataTable } from '../ui/data-table.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { CardFields, CardList, ListCard, useWideScreen } from '../ui/responsive-list.tsx';
import { cx } from '../../lib/cx.ts';

/** Where a cell is drawn, and the item's running number over all pages (from 1). */
export interface ListContext {
  layout: 'table' | 'card';
  number: number;
}

export interface ListColumn<T> {
  title: string;
  /** Padding, width and alignment, given to the header cell and every body cell of the column. */
  className: string;
  /** Classes for the body cells only (colour, wrapping), or per item. */
  cellClassName?: string | ((item: T) => string);
  cell: (item: T, context: ListContext) => ReactNode;
  /** The field's label on a phone card, when it differs from the header. */
  cardLabel?: string;
  /** A card-only field (say a phone number the table has no room for). */
  tableHidden?: boolean;
}

/** How one item reads as a phone card; fields and actions name columns by their title. */
export interface CardLayout<T> {
  title: (item: T, context: ListContext) => ReactNode;
  aside?: (item: T) => ReactNode;
  /** Anything between the title and the fields (badges). */
  body?: (item: T) => ReactNode;
  fields: readonly string[];
  /** The column whose cell, drawn with `layout: 'card'`, gives the card's buttons. */
  actions: string;
}

interface DataListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string | number;
  columns: readonly ListColumn<T>[];
  card: CardLayout<T>;
  /** Names the table (caption) and the card list. */
  label: string;
  /** Names the table by a visible heading instead of a caption. */
  labelledBy?: string;
  /** The width below which the table scrolls sideways inside its card, e.g. `min-w-[720px]`. */
  tableClassName: string;
  /** Row attributes the tests and styles look for, e.g. `{ 'data-status': 'new' }`. */
  rowAttributes?: (item: T) => Record<`data-${string}`, string>;
  /** Number of the first item (11 on page 2). */
  firstNumber?: number;
  pagination?: { page: number; pages: number; onPage: (page: number) => void; summary: string; label: string };
}

function cellClass<T>(column: ListColumn<T>, item: T): string {
  const extra = typeof column.cellClassName === 'function' ? column.cellClassName(item) : column.cellClassName;
  return cx(column.className, extra);
}

/**
 * One column definition, two forms: a table from 768 px up and, below, a column of cards with the
 * key fields and 44 px actions instead of a wide table scrolled sideways.
 */
export function DataList<T>(props: DataListProps<T>) {
  const { items, itemKey, columns, card, firstNumber = 1, pagination } = props;
  const wide = useWideScreen();
  const column = (title: string) => {
    const found = columns.find((candidate) => candidate.title === title);
    if (!found) throw new Error(`DataList: no column "${title}"`);
    return found;
  };
  const shown = columns.filter((candidate) => !candidate.tableHidden);

  return (
    <>
      {wide ? (
        <DataTable
          columns={shown.map(({ title, className }) => ({ label: title, className }))}
          caption={props.labelledBy ? undefined : props.label}
          labelledBy={props.labelledBy}
          className={props.tableClassName}
        >
          {items.map((item, index) => (
            <tr key={itemKey(item)} className="hover:bg-slate-50/60" {...props.rowAttributes?.(item)}>
              {shown.map((candidate) => (
                <td key={candidate.title} className={cellClass(candidate, item)}>
                  {candidate.cell(item, { layout: 'table', number: firstNumber + index })}
                </td>
              ))}
            </tr>
          ))}
        </DataTable>
      ) : (
        <CardList label={props.label}>
          {items.map((item, index) => {
            const context: ListContext = { layout: 'card', number: firstNumber + index };
            return (
              <ListCard
                key={itemKey(item)}
                title={card.title(item, context)}
                aside={card.aside?.(item)}
                actions={column(card.actions).cell(item, context)}
              >
                {card.body?.(item)}
                <CardFields
                  fields={card.fields.map((title) => {
                    const field = column(title);
                    return [field.cardLabel ?? field.title, field.cell(item, context)];
                  })}
                />
              </ListCard>
            );
          })}
        </CardList>
      )}
      {pagination && <Pagination {...pagination} />}
    </>
  );
}
