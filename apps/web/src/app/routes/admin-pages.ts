/** The operator chunk (role 4). Imported lazily only. */
export { AdminPage } from '../../features/admin/pages/admin-page';
