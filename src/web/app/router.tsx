import { HashRouter, Navigate, Route, Routes } from 'react-router';
import { Shell } from './Shell';
import { appRoutes } from './routes';
import { paths } from '../lib/paths';

export function AppRouter() {
  return (
    <HashRouter>
      <Routes>
        <Route element={<Shell />}>
          {appRoutes.map(({ path, screen }) => (
            <Route key={path} path={path} element={<screen.Component />} />
          ))}
          <Route path="*" element={<Navigate to={paths.home} replace />} />
        </Route>
      </Routes>
    </HashRouter>
  );
}
