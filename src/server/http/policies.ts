import type { SessionUser } from '../features/users/repository';

/** Roles a route can demand; who holds one is decided here and nowhere else. */
export type Role = 'admin';

export function hasRole(user: SessionUser, role: Role): boolean {
  switch (role) {
    case 'admin':
      return user.isAdmin;
  }
}
