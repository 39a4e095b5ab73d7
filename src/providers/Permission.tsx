import type { ReactNode } from 'react';
import { useRoles } from './session';
import { permissionAllows } from '../lib/permission';

/** Renders its children only for the listed roles (spec §5). */
export const Permission = ({ roles, children }: { roles: readonly string[]; children: ReactNode }) =>
    permissionAllows(roles, useRoles()) ? <>{children}</> : null;

/** Whether the signed-in user has one of the roles; throws for a non-array like the directive. */
export const usePermission = (roles: readonly string[]) => permissionAllows(roles, useRoles());
