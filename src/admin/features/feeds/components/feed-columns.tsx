import { Link } from '#admin/lib/navigation.tsx';
import { FEED_PROBLEM_TEXT, type FeedName, type FeedVerdict } from '#shared/product/feed.ts';
import type { FeedReportProduct } from '#shared/product/feed-report.ts';
import type { CardLayout, ListColumn } from '#admin/components/list/data-list.tsx';
import { Badge } from '#admin/components/ui/badge.tsx';
import { buttonClass } from '#admin/components/ui/button.tsx';
import { paths } from '#admin/paths.ts';

/** A product's verdict in one feed: left out, sent with a warning or sent, and why. */
function VerdictCell({ verdict }: { verdict: FeedVerdict | undefined }) {
  if (!verdict) return null;
  const [tone, label] = !verdict.sent
    ? (['red', 'Tidak dikirim'] as const)
    : verdict.problems.length > 0
      ? (['amber', 'Dikirim dengan peringatan'] as const)
      : (['green', 'Terkirim'] as const);
  return (
    <div data-testid={`feed-verdict-${verdict.feed}`}>
      <Badge tone={tone}>{label}</Badge>
      {verdict.problems.length > 0 && (
        <ul className="mt-1 list-disc space-y-0.5 pl-4 text-sm text-slate-700">
          {verdict.problems.map((problem) => (
            <li key={problem}>{FEED_PROBLEM_TEXT[problem]}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

const verdictOf = (product: FeedReportProduct, feed: FeedName) => product.feeds.find((item) => item.feed === feed);

function ProductCell({ product }: { product: FeedReportProduct }) {
  return (
    <div className="min-w-0">
      <p className="line-clamp-2 break-words font-medium text-slate-900">{product.name}</p>
      <p className="truncate font-mono text-xs text-slate-600">{product.sku}</p>
    </div>
  );
}

/** The Feed screen's columns; a phone card shows the product, then each feed and the fix link. */
export const feedColumns: ListColumn<FeedReportProduct>[] = [
  { title: 'Produk', className: 'py-3 pl-4 pr-2 sm:pl-5', cell: (product) => <ProductCell product={product} /> },
  {
    title: 'Google Merchant Center',
    className: 'px-2 py-3 align-top',
    cell: (product) => <VerdictCell verdict={verdictOf(product, 'google')} />,
  },
  {
    title: 'Meta',
    className: 'px-2 py-3 align-top',
    cell: (product) => <VerdictCell verdict={verdictOf(product, 'meta')} />,
  },
  {
    title: 'Aksi',
    className: 'py-3 pl-4 pr-4 text-right sm:pr-5',
    cell: (product, { layout }) => (
      <Link
        to={paths.productEdit(product.id)}
        className={buttonClass('secondary', layout === 'table' ? 'sm' : 'md')}
        aria-label={`Perbaiki ${product.name}`}
      >
        Perbaiki
      </Link>
    ),
  },
];

/** On a phone each feed takes the card's width: the reasons are sentences, not short values. */
function CardVerdicts({ product }: { product: FeedReportProduct }) {
  return (
    <dl className="mt-3 space-y-3 text-sm">
      {(['google', 'meta'] as const).map((feed) => (
        <div key={feed}>
          <dt className="text-xs text-slate-500">{feed === 'google' ? 'Google Merchant Center' : 'Meta'}</dt>
          <dd className="mt-0.5">
            <VerdictCell verdict={verdictOf(product, feed)} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export const feedCard: CardLayout<FeedReportProduct> = {
  title: (product) => <ProductCell product={product} />,
  body: (product) => <CardVerdicts product={product} />,
  fields: [],
  actions: 'Aksi',
};
