import type { ReactNode } from 'react';
import { useRoles } from './session';
import { permissionAllows } from '../lib/permission';

/** Renders its children only for users with one of the listed roles (any user if the list is empty). */
export const Permission = ({ roles, children }: { roles: readonly string[]; children: ReactNode }) =>
    permissionAllows(roles, useRoles()) ? <>{children}</> : null;
