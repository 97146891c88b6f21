import type { ReactNode } from 'react';
import { Link } from '#admin/lib/navigation.tsx';
import type { VisitorStats } from '#shared/analytics/events.ts';
import { Card, PageHeader } from '#admin/components/ui/card.tsx';
import { BoxIcon, PlusIcon, SettingsIcon, TagIcon } from '#admin/components/ui/icons.tsx';
import { ChartIcon } from '#admin/components/ui/more-icons.tsx';
import { QueryErrorState, Skeleton } from '#admin/components/ui/states.tsx';
import { canManageSettings, canPublish } from '#admin/lib/roles.ts';
import { useSession } from '#admin/lib/session.ts';
import { paths } from '#admin/paths.ts';
import { useVisitorStats } from '../api.ts';
import { NewQuotesCard } from './new-quotes-card.tsx';
import { QuotationPipelineCard } from './quotation-pipeline-card.tsx';
import { ContactsCard } from './contacts-card.tsx';
import { ServiceOverdueCard } from './service-overdue-card.tsx';
import { useProductCounts } from '../../products/api.ts';
import { productCountsText, publicCountNote, type ProductCounts } from '../../products/counts.ts';
import { PublishCard } from './publish-card.tsx';
import { OperationsCard } from './operations-card.tsx';
import { AnalyticsSection } from './analytics-section.tsx';
import { VitalsCard } from './vitals-card.tsx';

const number = new Intl.NumberFormat('id-ID');

export function DashboardPage() {
  const { user } = useSession();
  const stats = useVisitorStats();
  const productCounts = useProductCounts();

  return (
    <>
      <PageHeader title="Dashboard" description={user ? `Selamat datang kembali, ${user.name}.` : undefined} />

      {stats.isError ? (
        <Card>
          <QueryErrorState title="Gagal memuat statistik" query={stats} />
        </Card>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={stats.isPending}>
          {statCards(stats.data, productCounts.data).map((card) => (
            <StatCard key={card.label} {...card} />
          ))}
        </div>
      )}

      {/* What visitors sent and nobody has taken up yet: quote requests, contact messages, overdue service requests. */}
      <div className="grid grid-cols-1 gap-x-4 lg:grid-cols-2">
        <NewQuotesCard />
        <ContactsCard />
        <ServiceOverdueCard />
      </div>
      <QuotationPipelineCard />
      <PublishCard />
      {/* What the site costs this month and how fast it is for real visitors (Manager and above). */}
      {canPublish(user) && (
        <OperationsCard>
          <VitalsCard />
        </OperationsCard>
      )}

      <AnalyticsSection />

      <h2 className="mb-3 mt-8 text-sm font-semibold uppercase tracking-wide text-slate-500">Aksi cepat</h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Shortcut
          to={paths.productAdd}
          title="Tambah Produk"
          text="Tambahkan produk baru ke katalog."
          icon={<PlusIcon />}
        />
        <Shortcut to={paths.categories} title="Kelola Kategori" text="Atur kategori dan warnanya." icon={<TagIcon />} />
        {canManageSettings(user) && (
          <Shortcut
            to={paths.settings}
            title="Pengaturan"
            text="WhatsApp, info perusahaan dan admin."
            icon={<SettingsIcon />}
          />
        )}
      </div>
    </>
  );
}

interface StatCardProps {
  label: string;
  caption: string;
  value: number | undefined;
  icon: ReactNode;
  tone: string;
  footer?: string;
  testId?: string;
}

/** The three counts; values are undefined (skeletons) while the stats load. */
function statCards(stats: VisitorStats | undefined, counts: ProductCounts | undefined): StatCardProps[] {
  return [
    {
      // The same breakdown as the product list: "36 produk · 31 tampil · 3 draf · 2 nonaktif".
      label: 'Total Produk',
      caption: counts ? productCountsText(counts).replace(/^\d+ produk · /, '') : 'Memuat…',
      value: counts?.all,
      icon: <BoxIcon />,
      tone: 'bg-blue-50 text-blue-700',
      footer: counts ? (publicCountNote(counts) ?? undefined) : undefined,
      testId: 'dashboard-product-counts',
    },
    {
      label: 'Kategori',
      caption: 'Kategori produk',
      value: stats?.category,
      icon: <TagIcon />,
      tone: 'bg-teal-50 text-teal-700',
    },
    {
      label: 'Pengunjung Website',
      caption: 'Bulan ini',
      value: stats?.last_month,
      icon: <ChartIcon />,
      tone: 'bg-violet-50 text-violet-700',
      footer: stats ? `Total sepanjang waktu: ${number.format(stats.total)}` : undefined,
    },
  ];
}

function StatCard({ label, caption, value, icon, tone, footer, testId }: StatCardProps) {
  return (
    <Card className="p-5" data-testid={testId}>
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-slate-500">{label}</p>
          {value === undefined ? (
            <Skeleton className="mt-2 h-9 w-20" />
          ) : (
            <p className="mt-1 text-3xl font-bold tabular-nums text-slate-900">{number.format(value)}</p>
          )}
          <p className="mt-1 text-xs text-slate-500">{caption}</p>
        </div>
        <span className={`rounded-lg p-2.5 ${tone}`}>{icon}</span>
      </div>
      {footer && <p className="mt-3 border-t border-slate-100 pt-3 text-xs text-slate-500">{footer}</p>}
    </Card>
  );
}

function Shortcut({ to, title, text, icon }: { to: string; title: string; text: string; icon: ReactNode }) {
  return (
    <Link
      to={to}
      className="group flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600/40 hover:shadow-md"
    >
      <span className="rounded-lg bg-brand-50 p-2.5 text-brand-700 group-hover:bg-brand-700 group-hover:text-white">
        {icon}
      </span>
      <span>
        <span className="block text-sm font-semibold text-slate-900">{title}</span>
        <span className="block text-sm text-slate-500">{text}</span>
      </span>
    </Link>
  );
}
