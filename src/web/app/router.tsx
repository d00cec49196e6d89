import { createHashRouter, Navigate } from 'react-router';
import { Shell } from './Shell';
import { appRoutes } from './routes';

export const router = createHashRouter([
  {
    element: <Shell />,
    children: [
      ...appRoutes.map(({ path, Component }) => ({ path, element: <Component /> })),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
