import type { ContactStatus } from './inbox/contact-limits.ts';
import type { DeployTally, Hold, Plan } from './publishing/policy.ts';
import type { Role } from './schemas.ts';

export type { ContactMessage, Settings } from './schemas.ts';
import type { AdminProduct, AdminProductListItem, ArchivedProduct, ProductListItem } from './product/views.ts';

/** Shapes the API answers with. Both the islands and the admin client read these. */

/** The product's shapes are derived from its schema (product/views.ts). */
export type {
  AdminProduct,
  AdminProductListItem,
  ArchivedProduct,
  ProductListItem,
  PublicProduct,
} from './product/views.ts';

export interface AdminCategory {
  id: number;
  name: string;
  slug: string;
  description: string;
  /** The English name and description; empty strings where none was written. */
  english: { name: string; description: string };
  color: string;
  productCount: number;
}

/** A category as the list screen's filter reads it (`GET /api/categories?counts=0`). */
export type AdminCategoryName = Omit<AdminCategory, 'productCount'>;

export interface AdminUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  status: 'active' | 'inactive';
  lastLogin: string | null;
  created_at: string;
  /** Set in the Super Admin's users list: whether the admin has turned on two-factor sign-in. */
  two_factor?: boolean;
}

/** A contact message as the paged list shows it: everything but the message text. */
export interface ContactRow {
  id: string;
  full_name: string;
  email: string;
  company: string;
  phone: string;
  status: ContactStatus;
  status_updated_at: string | null;
  status_updated_by: string | null;
  created_at: string;
  /** Set while the message is in the archive (deleted, restorable). */
  deleted_at?: string;
  deleted_by?: string;
}

/** GET /api/admin/contacts?page=…: one page, the matching total and the counts of the whole inbox. */
export interface AdminContactsPage {
  data: ContactRow[];
  total: number;
  page: number;
  per_page: number;
  /** Live messages per status, and how many wait in the archive. */
  counts: Record<ContactStatus, number> & { archived: number };
}

/** GET /api/admin/contacts/summary: what the navigation badge and the dashboard show. */
/** GET /api/admin/quotes/summary: the navigation badge's count. */
export interface QuoteRequestSummary {
  total: number;
  /** Requests with status `baru`. */
  new: number;
}

export interface ContactSummary {
  total: number;
  /** Messages with status `new` (Baru). */
  unread: number;
}

/** GET /api/admin/mail: the outgoing mail queue as the admin sees it. */
export interface MailStatus {
  /** SMTP is configured on the server; without it nothing is queued or sent. */
  configured: boolean;
  /** Waiting for their first try or for a retry. */
  pending: number;
  /** Gave up after every retry. */
  failed: number;
  /** The most recent failed try, whether or not it will be retried. */
  last_error: { message: string; at: string; subject: string } | null;
  last_sent_at: string | null;
}

export interface VisitorStats {
  total: number;
  last_month: number;
  product: number;
  category: number;
}

/** The publishing record kept in the store (`site/publish`, decision 004). */
export interface PublishRecord {
  /** Increases with every change that affects public pages. */
  changeSeq: number;
  lastChangeAt: string | null;
  lastReason: string | null;
  /** The change sequence the live pages were built from. */
  builtSeq: number;
  lastBuildAt: string | null;
  /** A build under way: the change sequence it took, and on Netlify the deploy it belongs to. */
  building: { seq: number; startedAt: string; deployId?: string } | null;
  lastError: string | null;
  /** Netlify only: the change sequence the build hook was last called for, and when. */
  hookSeq?: number;
  hookAt?: string;
  /** Deploys counted this Jakarta month and day (docs/decisions/026-publishing-budget.md). */
  deploys?: DeployTally;
  /** 'Publikasikan sekarang' was pressed at this time: the next build skips the quiet period and daily cap. */
  publishNowAt?: string;
}

/** The traffic estimate behind the publishing state's `credits.traffic` (decision 026). */
export interface TrafficEstimate {
  /** Visitor-days counted this Jakarta month so far. */
  visits: number;
  page_views: number;
  /** API calls counted this month (the functions' own count). */
  api_calls: number;
  bytes: number;
  /** Bytes a page view is taken to weigh: measured by visitors' browsers, or the assumption. */
  bytes_per_page: number;
  bytes_source: 'measured' | 'assumed';
  /** Views of the last 28 days whose browsers reported the bytes they transferred. */
  measured_views: number;
  /** Web requests: the pages' files and the API calls. */
  requests: number;
  /** Credits spent so far this month. */
  credits: number;
  /** Credits the whole month is expected to take at this pace. */
  forecast: number;
}
/** GET /api/admin/publish: how far the static public pages are behind the admin's changes. */
export interface PublishState extends PublishRecord {
  status: 'up_to_date' | 'pending' | 'building' | 'failed';
  pendingChanges: number;
  /** Products the last build left out, and why (Indonesian, for the dashboard). */
  buildWarnings: Array<{ productId: number | null; message: string }>;
  deploys_this_month: number;
  /** This month's credits so far: deploys × 15 plus the traffic estimate, against the plan. */
  credits: { deploys: number; traffic: number; total: number; budget: number };
  /** When the next automatic deploy may start, or null with nothing waiting. */
  next_deploy_at: string | null;
  /** Why the policy holds a waiting change back, until when, and the dashboard's sentence for it. */
  held: (Hold & { message: string }) | null;
  /** The month's expected end: credits, their share of the plan and the warning level. */
  forecast: { credits: number; share: number; level: 'ok' | 'warn50' | 'warn75' | 'warn90' | 'over' };
  /** The traffic estimate behind `credits.traffic` (visitor-days counted by the site). */
  traffic: TrafficEstimate;
  plan: Plan;
  max_deploys_per_day: number;
}

/** POST /api/admin/publish (202). */
export interface PublishRequested extends Omit<PublishState, 'pendingChanges'> {
  message: string;
}

export interface LoginResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  user: { id: number; name: string; email: string; role: Role };
  /**
   * Whether this admin signs in with a second factor, and whether every admin must; after a sign-in
   * with a recovery code, how many unused ones are left.
   */
  two_factor?: { enabled: boolean; required: boolean; recovery_codes_left?: number };
}

export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

/** GET /api/products with any of page, per_page, q, category, in_stock, min_price, max_price. */
export interface ProductListPage {
  data: ProductListItem[];
  total: number;
  page: number;
  per_page: number;
  facets: {
    categories: Array<{ name: string; count: number }>;
    in_stock: number;
    price: { min: number; max: number } | null;
  };
}

export interface ArchivePage {
  data: ArchivedProduct[];
  total: number;
  page: number;
  per_page: number;
}

/** What a restore answers: the product, and a note when it came back other than it was. */
export interface RestoreResult {
  message: string;
  data: AdminProduct;
  /** Set when the product came back as a draft (new slug/SKU or its category was gone). */
  notice?: string;
}

/** A restore refused because the slug or SKU is taken: what the admin may do instead. */
export interface RestoreConflict {
  message: string;
  conflict: { field: 'slug' | 'sku'; value: string };
}

/** A category delete that moves its products: done, or more to move (call again). */
export interface CategoryMoveResult {
  message: string;
  moved: number;
  remaining: number;
  deleted: boolean;
}

/** GET /api/admin/products with any of page, per_page, q, category_id, publication, stock, sort, order. */
export interface AdminProductsPage {
  data: AdminProductListItem[];
  total: number;
  page: number;
  per_page: number;
  /** Every live product by what visitors see: "36 produk · 31 tampil · 3 draf · 2 nonaktif". */
  /** `scheduled`: the drafts among `draft` that wait for a publish time ('Terjadwal'). */
  counts: { all: number; published: number; scheduled: number; draft: number; inactive: number };
}
