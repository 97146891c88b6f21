import type { Deps } from '#server/deps.ts';
import type { Lang } from '#shared/i18n/lang.ts';
import { toFeedProduct } from '#shared/product/feed-product.ts';
import {
  FEED_FILES,
  type FeedCounts,
  type FeedReport,
  type FeedReportProduct,
  type FeedReportQuery,
} from '#shared/product/feed-report.ts';
import { FEEDS, feedVerdict, type FeedName, type FeedProblem, type FeedVerdict } from '#shared/product/feed.ts';
import { isPublic } from '#shared/product/record.ts';
import { toPublic } from '#shared/product/views.ts';
import { categoryById, listCategories, readProducts, readSummaries } from '../catalog/index.ts';

/** The languages each feed is written in: Google's two files, Meta's Indonesian one. */
const FEED_LANGS: Record<FeedName, Lang[]> = { google: ['id', 'en'], meta: ['id'] };

/**
 * What the next build's feeds do with each published product, by the rules the build uses
 * (feedVerdict of toFeedProduct) on the whole records, so a long description counts as it will.
 * The records are read in full (every shard holding a published product): the screen is opened now
 * and then by a manager, and a summary lacks the long descriptions the rules read.
 */
export async function feedReport(deps: Deps, query: FeedReportQuery, site: URL): Promise<FeedReport> {
  const [summaries, categories] = await Promise.all([readSummaries(deps), listCategories(deps)]);
  const visible = summaries.filter(
    (summary) => isPublic(summary) && categoryById(categories, summary.category_id) !== undefined,
  );
  const records = await readProducts(
    deps,
    visible.map((summary) => summary.id),
  );
  const now = new Date();
  const counts = Object.fromEntries(FEEDS.map((feed) => [feed, { sent: 0, warned: 0, left_out: 0 }])) as Record<
    FeedName,
    FeedCounts
  >;
  const listed: FeedReportProduct[] = [];
  for (const record of [...records.values()].filter(isPublic).sort((a, b) => b.id - a.id)) {
    const category = categoryById(categories, record.category_id);
    if (!category) continue;
    // The public view carries the long description as `description`, as the page and the build read it.
    const product = toPublic(record, category);
    const verdicts = FEEDS.map((feed) =>
      joined(
        feed,
        FEED_LANGS[feed].map((lang) => feedVerdict(toFeedProduct(product, lang, site, now), feed)),
      ),
    );
    for (const verdict of verdicts) {
      const tally = counts[verdict.feed];
      if (!verdict.sent) tally.left_out += 1;
      else if (verdict.problems.length > 0) tally.warned += 1;
      else tally.sent += 1;
    }
    if (verdicts.some((verdict) => matches(verdict, query))) {
      listed.push({ id: record.id, name: record.name, sku: record.sku, feeds: verdicts });
    }
  }
  const start = (query.page - 1) * query.per_page;
  return {
    feeds: FEED_FILES.map(({ name, path }) => ({ name, path })),
    products: listed.slice(start, start + query.per_page),
    total: listed.length,
    page: query.page,
    per_page: query.per_page,
    counts,
  };
}

/** One feed's verdict over its languages: left out if any file leaves it out, every problem once. */
function joined(feed: FeedName, verdicts: FeedVerdict[]): FeedVerdict {
  const problems = new Set<FeedProblem>(verdicts.flatMap((verdict) => verdict.problems));
  return { feed, sent: verdicts.every((verdict) => verdict.sent), problems: [...problems] };
}

function matches(verdict: FeedVerdict, query: FeedReportQuery): boolean {
  if (query.feed && verdict.feed !== query.feed) return false;
  if (query.problem) return verdict.problems.includes(query.problem);
  return verdict.problems.length > 0;
}
