import { Heading } from '@react-email/heading';
import type { DetailRow } from './detail-rows';
import { THEME } from './email-theme';

/** Props of {@link BookingDetails}. */
export interface BookingDetailsProps {
  /** The section's heading, e.g. 'Appointment details'. */
  title: string;
  rows: readonly DetailRow[];
  /** The writing direction: labels line up on the side text starts from. */
  dir: 'ltr' | 'rtl';
}

/**
 * The booking's details as a table of label and value rows under an `h2`: a screen reader
 * announces each value with its label. In the plain text the rows become aligned columns.
 */
export function BookingDetails({ title, rows, dir }: BookingDetailsProps) {
  // Outlook's Word engine knows no `start` or `padding-inline`: the sides are named for the direction.
  const align = dir === 'rtl' ? 'right' : 'left';
  const gap = dir === 'rtl' ? { paddingLeft: '16px' } : { paddingRight: '16px' };
  return (
    <>
      <Heading as="h2" {...THEME.subheading}>
        {title}
      </Heading>
      <table data-text-format="dataTable" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'collapse', width: '100%' }}>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={THEME.label.className} style={{ ...THEME.label.style, ...gap, textAlign: align }}>
                {row.label}
              </th>
              <td className={THEME.value.className} style={{ ...THEME.value.style, textAlign: align }}>
                {row.previous ? <del {...THEME.previous}>{row.value}</del> : row.value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
