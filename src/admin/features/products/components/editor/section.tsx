import type { ReactNode } from 'react';
import { Card, CardHeader } from '#admin/components/ui/card.tsx';

/** One card of the product editor: a titled group of fields. */
export function Section({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader title={title} description={description} actions={actions} />
      <div className="space-y-4 p-4 sm:p-6">{children}</div>
    </Card>
  );
}
