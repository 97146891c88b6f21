import type { ComponentProps } from 'react';
import { Card, CardHeader } from '#admin/components/ui/card.tsx';
import { idleCode, useIdleCode } from '#admin/components/ui/idle-code.ts';
import type { QuotationSettingsCard } from './quotation-settings-card.tsx';
import { QUOTATION_CARD_DESCRIPTION, QUOTATION_CARD_TITLE } from './quotation-settings-text.ts';

/*
 * The formal quotation's settings sit below the first screen of Settings: their card (bank accounts,
 * the PPN choice, letter terms) comes when the browser is first idle, and its frame, with the same
 * title and about its height, is drawn until then so what is below it barely moves. The form holds
 * the card's values from the start (react-hook-form keeps values of fields not yet drawn), so a save
 * before the card is in loses nothing. Keeps the screen's code before it shows under 120 KB.
 */

const quotationCard = idleCode(() => import('./quotation-settings-card.tsx'));

export function QuotationSettingsFrame(props: ComponentProps<typeof QuotationSettingsCard>) {
  const code = useIdleCode(quotationCard, false);
  if (code) return <code.QuotationSettingsCard {...props} />;
  return (
    <Card aria-busy="true">
      <CardHeader title={QUOTATION_CARD_TITLE} description={QUOTATION_CARD_DESCRIPTION} />
      <div className="min-h-[48rem] p-4 sm:p-6" />
    </Card>
  );
}
