import type { ReactNode } from 'react';
import { Switch, type SwitchProps } from 'react-aria-components/Switch';
import './switch.css';

/** React Aria's switch drawn as a track with a sliding thumb before its label. */
export function SwitchField({ children, ...props }: Omit<SwitchProps, 'children' | 'className'> & { children: ReactNode }) {
  return (
    <Switch {...props} className="switch">
      <span className="switch-track" aria-hidden="true">
        <span className="switch-thumb" />
      </span>
      {children}
    </Switch>
  );
}
