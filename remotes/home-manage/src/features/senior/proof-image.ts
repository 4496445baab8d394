import { api } from '@admin/shared/data';

/** A Blob's bytes as a data: URL. */
const dataUrlOf = (blob: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable picture'));
    reader.readAsDataURL(blob);
  });

/**
 * Reads a senior's proof of admission (GET school/senior/{id}/proof/): bytes for holders of the
 * change permission, never a public URL. A binary read of the data layer; a refusal rejects with
 * the ApiError every call rejects with, shown by the dialog (no toast). The picture is handed
 * back as a data: URL, held only by the page that asked for it.
 */
export async function readProof(id: unknown): Promise<string> {
  const blob = await api.senior.proof<Blob>({ id: String(id) }, undefined, { binary: true, quiet: () => true });
  return dataUrlOf(blob);
}
