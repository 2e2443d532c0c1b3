import type { ServicesOverview } from '@/content/types';
import styles from './pillars-table.module.css';
import { TableScroll } from './table-scroll';

interface PillarsTableProps {
  table: ServicesOverview['pillars']['table'];
}

/** The pillars compared; the table scrolls sideways on small screens and says so while it does. */
export function PillarsTable({ table }: PillarsTableProps) {
  const { columns } = table;
  return (
    <div className={styles.block}>
      <h3 className={styles.heading}>{table.heading}</h3>
      <TableScroll label={table.regionLabel} hint={table.overflowHint}>
        <table className={styles.table}>
          <caption className="visually-hidden">{table.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.pillar}</th>
              <th scope="col">{columns.role}</th>
              <th scope="col">{columns.level}</th>
              <th scope="col">{columns.effect}</th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.pillar}>
                <th scope="row">{row.pillar}</th>
                <td>{row.role}</td>
                <td>{row.level}</td>
                <td>{row.effect}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}
