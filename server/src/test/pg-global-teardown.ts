/** Global teardown of the `server-pg` jest project: stops the cluster and removes its files. */
export default async function teardown(): Promise<void> {
  await globalThis.__adminPgCluster?.destroy();
  globalThis.__adminPgCluster = undefined;
}
