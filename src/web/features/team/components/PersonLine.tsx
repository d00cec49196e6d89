import type { ReactNode } from 'react';

interface Props {
  name: string;
  details: readonly string[];
  children?: ReactNode;
}

/** One colleague in a list: name, lines of detail (department, presence), and the actions on the right. */
export function PersonLine({ name, details, children }: Props) {
  return (
    <li className="person-line">
      <div className="person-text">
        <strong>{name}</strong>
        {details.filter(Boolean).map((line, index) => (
          <span key={index} className="muted">
            {line}
          </span>
        ))}
      </div>
      {children ? <div className="person-actions">{children}</div> : null}
    </li>
  );
}
