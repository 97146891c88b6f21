import { useState } from 'react';
import type { FeedCounts, FeedReport } from '#shared/product/feed-report.ts';
import { Button } from '#admin/components/ui/button.tsx';
import { Card, CardHeader } from '#admin/components/ui/card.tsx';

/** Each feed file as the admin pastes it into its channel, and where to paste it. */
const FEED_TEXT: Record<FeedReport['feeds'][number]['name'], { title: string; how: string }> = {
  'google-id': {
    title: 'Google Merchant Center (Bahasa Indonesia)',
    how: 'Google Merchant Center: Sumber data → Tambahkan sumber data produk → Ambil file terjadwal.',
  },
  'google-en': {
    title: 'Google Merchant Center (English)',
    how: 'Google Merchant Center: Sumber data → Tambahkan sumber data produk → Ambil file terjadwal.',
  },
  meta: {
    title: 'Meta Commerce Manager (Facebook, Instagram, WhatsApp)',
    how: 'Meta Commerce Manager: Katalog → Sumber data → Feed data terjadwal.',
  },
};

/** The feed addresses on this site, each with a copy button and where to paste it. */
export function FeedAddresses({ feeds }: { feeds: FeedReport['feeds'] }) {
  return (
    <Card role="region" aria-labelledby="feed-addresses-title">
      <CardHeader
        id="feed-addresses-title"
        title="Alamat feed"
        description="Tempel alamat ini di kanal penjualan. Kanal mengambil file terbaru sesuai jadwalnya."
      />
      <ul className="divide-y divide-slate-100">
        {feeds.map((feed) => (
          <FeedAddress
            key={feed.name}
            url={new URL(feed.path, window.location.origin).href}
            {...FEED_TEXT[feed.name]}
          />
        ))}
      </ul>
    </Card>
  );
}

function FeedAddress({ url, title, how }: { url: string; title: string; how: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () =>
    void navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <li className="px-4 py-4 sm:px-6" data-testid="feed-address">
      <p className="font-medium text-slate-900">{title}</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <code className="min-w-0 flex-1 break-all rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800">{url}</code>
        <Button variant="secondary" size="sm" onClick={copy} aria-label={`Salin alamat ${title}`}>
          {copied ? 'Tersalin' : 'Salin'}
        </Button>
      </div>
      <p className="mt-1 text-sm text-slate-600">{how}</p>
      {copied === false && (
        <p className="mt-1 text-sm text-red-700" role="alert">
          Browser menolak menyalin. Pilih alamat di atas lalu salin manual.
        </p>
      )}
    </li>
  );
}

const FEED_LABEL = { google: 'Google Merchant Center', meta: 'Meta (Facebook, Instagram, WhatsApp)' } as const;

/** What each feed does with the published products: sent, sent with a warning, left out. */
export function FeedCountsCard({ counts }: { counts: FeedReport['counts'] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {(Object.keys(FEED_LABEL) as Array<keyof typeof FEED_LABEL>).map((feed) => (
        <Card key={feed} className="p-4 sm:p-5" role="region" aria-label={`Ringkasan ${FEED_LABEL[feed]}`}>
          <h2 className="font-semibold text-slate-900">{FEED_LABEL[feed]}</h2>
          <CountsLine counts={counts[feed]} testId={`feed-counts-${feed}`} />
        </Card>
      ))}
    </div>
  );
}

function CountsLine({ counts, testId }: { counts: FeedCounts; testId: string }) {
  return (
    <dl className="mt-3 grid grid-cols-3 gap-2 text-center" data-testid={testId}>
      <Count label="Terkirim" value={counts.sent} className="text-emerald-700" />
      <Count label="Dengan peringatan" value={counts.warned} className="text-amber-700" />
      <Count label="Tidak dikirim" value={counts.left_out} className="text-red-700" />
    </dl>
  );
}

function Count({ label, value, className }: { label: string; value: number; className: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-2 py-3">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className={`mt-1 text-xl font-semibold ${className}`}>{value}</dd>
    </div>
  );
}
