/** A remotes.json name ('home-manage') may hold '-', the MF container's global name may not;
 *  the remote builds use the same mapping (scripts/webpack/create-config.cjs). */
export const containerName = (name: string): string => name.replace(/-/g, '_');
