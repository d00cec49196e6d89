import { createHashRouter, Navigate } from 'react-router';
import { Shell } from './Shell';
import { appRoutes } from './routes';
import { paths } from '../lib/paths';

export const router = createHashRouter([
  {
    element: <Shell />,
    children: [
      ...appRoutes.map(({ path, Component }) => ({ path, element: <Component /> })),
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
]);
