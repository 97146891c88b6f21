import { useEffect, useState } from 'react';
import type { ServicePhoto } from '#shared/service/admin.ts';
import { getToken } from '#admin/lib/session.ts';

/**
 * The customer's photos. They are private to the desk (no public address), so each is fetched with
 * the admin's token and shown from a blob URL, released when the screen leaves.
 */
export function ServicePhotos({ reference, photos }: { reference: string; photos: ServicePhoto[] }) {
  const [urls, setUrls] = useState<string[]>([]);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    const made: string[] = [];
    const token = getToken();
    void Promise.all(
      photos.map(async (_, index) => {
        const response = await fetch(`/api/admin/service-requests/${encodeURIComponent(reference)}/photos/${index}`, {
          headers: token ? { Authorization: `Bearer ${token}` } : {},
        });
        if (!response.ok) throw new Error(`photo ${index}: ${response.status}`);
        const url = URL.createObjectURL(await response.blob());
        made.push(url);
        return url;
      }),
    )
      .then((loaded) => live && setUrls(loaded))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [reference, photos]);

  if (photos.length === 0) return <>-</>;
  if (failed) return <span className="text-red-700">Foto gagal dimuat</span>;
  return (
    <span className="flex flex-wrap gap-2" data-service-photos>
      {urls.map((url, index) => (
        <a key={url} href={url} target="_blank" rel="noopener" aria-label={`Foto ${index + 1}`}>
          <img
            src={url}
            alt={`Foto ${index + 1} dari pelanggan`}
            className="h-24 w-24 rounded-lg border object-cover"
          />
        </a>
      ))}
    </span>
  );
}
