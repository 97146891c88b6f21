import { Link, useParams } from '#admin/lib/navigation.tsx';
import { buttonClass } from '#admin/components/ui/button.tsx';
import { Card, PageHeader } from '#admin/components/ui/card.tsx';
import { idleCode, useIdleCode } from '#admin/components/ui/idle-code.ts';
import { ErrorState, LoadingState } from '#admin/components/ui/states.tsx';
import { ApiError } from '#admin/lib/api-client.ts';
import { useCategories } from '#admin/lib/shared-queries.ts';
import { paths } from '#admin/paths.ts';
import { useProduct } from '../form-api.ts';
import { ProductEditor } from './product-editor.tsx';

/**
 * 'Riwayat', under the whole form, is a chunk of its own loaded when the browser is first idle: the
 * form's code does not grow with it, and the form shows without waiting for it.
 */
const productHistory = idleCode(() => import('./product-history.tsx'));

/** Add or edit by whether the route carries an id. */
export function ProductFormPage() {
  const { id: rawId } = useParams();
  const id = rawId === undefined ? undefined : /^[1-9]\d*$/.test(rawId) ? Number(rawId) : Number.NaN;
  const product = useProduct(id !== undefined && !Number.isNaN(id) ? id : undefined);
  const categories = useCategories();
  const history = useIdleCode(productHistory, false);
  const title = id === undefined ? 'Tambah Produk' : 'Edit Produk';

  if (Number.isNaN(id) || (product.error instanceof ApiError && product.error.status === 404)) {
    return (
      <>
        <PageHeader title={title} />
        <Card>
          <ErrorState title="Produk tidak ditemukan" message="Produk ini mungkin sudah dihapus." />
          <div className="pb-8 text-center">
            <Link to={paths.products} className={buttonClass('secondary')}>
              Kembali ke daftar produk
            </Link>
          </div>
        </Card>
      </>
    );
  }
  if ((id !== undefined && product.isPending) || categories.isPending) {
    return (
      <>
        <PageHeader title={title} />
        <Card>
          <LoadingState label="Memuat data produk..." />
        </Card>
      </>
    );
  }
  if (product.isError || categories.isError) {
    const error = product.error ?? categories.error;
    console.error('Gagal ambil data', error);
    return (
      <>
        <PageHeader title={title} />
        <Card>
          <ErrorState
            title="Gagal ambil data"
            message={error?.message}
            onRetry={() => {
              void product.refetch();
              void categories.refetch();
            }}
          />
        </Card>
      </>
    );
  }

  const loaded = id === undefined ? null : (product.data ?? null);
  return (
    <>
      <ProductEditor
        // A reload after a 409 brings a new version: start the editor afresh from it.
        key={loaded ? `${loaded.id}-${loaded.version}` : 'new'}
        product={loaded}
        categories={categories.data}
        onReload={() => void product.refetch()}
        reloading={product.isFetching}
      />
      {loaded && history && <history.ProductHistory product={loaded} onRestored={() => void product.refetch()} />}
    </>
  );
}
