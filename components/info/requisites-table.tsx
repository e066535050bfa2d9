// The company's registration and contact details as a two-column table (label, value).
import styles from './info-page.module.css';

export interface RequisitesRow {
  label: string;
  value: string;
  href?: string;
}

export function RequisitesTable({ caption, rows }: { caption: string; rows: readonly RequisitesRow[] }) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.href ? <a href={row.href}>{row.value}</a> : row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
