import { Link } from 'react-router';

/** A way back to the list the visitor chose a service from (a group, a service menu). */
export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <nav className="back-link">
      <Link to={to}>
        <span aria-hidden="true">← </span>
        {children}
      </Link>
    </nav>
  );
}
