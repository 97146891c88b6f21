/** Home / Products / the product, above its title. */
export function ProductBreadcrumb({ name }: { name: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
      <ol className="flex flex-wrap items-center gap-2">
        <li>
          <a href="/" className="-my-3 inline-flex min-h-11 min-w-11 items-center hover:text-brand-700">
            Home
          </a>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <a href="/products" className="-my-3 inline-flex min-h-11 items-center hover:text-brand-700">
            Products
          </a>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="font-medium text-slate-700">
          {name}
        </li>
      </ol>
    </nav>
  );
}
