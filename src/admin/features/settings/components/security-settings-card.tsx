import { Card, CardHeader } from '#admin/components/ui/card.tsx';
import { SwitchField } from '#admin/components/ui/switch.tsx';
import { LoadingState, QueryErrorState } from '#admin/components/ui/states.tsx';
import { toastApiError, toastSuccess } from '#admin/lib/toast.ts';
import { useSaveSecuritySettings, useSecuritySettings } from '../api.ts';

/** Super Admin: require two-factor sign-in for every admin (those without it are sent to enrol). */
export function SecuritySettingsCard() {
  const settings = useSecuritySettings(true);
  const save = useSaveSecuritySettings();
  return (
    <Card className="mt-6">
      <CardHeader id="security-heading" title="Keamanan Masuk" />
      <div className="px-4 py-5 sm:px-6">
        {settings.isPending ? (
          <LoadingState label="Memuat..." />
        ) : settings.isError ? (
          <QueryErrorState title="Gagal memuat pengaturan keamanan" query={settings} />
        ) : (
          <SwitchField
            label="Wajibkan verifikasi dua langkah untuk semua admin"
            description="Admin yang belum mengaktifkannya diarahkan ke halaman Keamanan setelah masuk. Aktifkan dulu untuk akun Anda sendiri."
            checked={settings.data.require_two_factor}
            disabled={save.isPending}
            onCheckedChange={(checked) =>
              save.mutate(
                { require_two_factor: checked },
                {
                  onSuccess: () =>
                    toastSuccess(checked ? 'Verifikasi dua langkah diwajibkan' : 'Verifikasi dua langkah tidak wajib'),
                  onError: (error) => toastApiError(error, 'Gagal menyimpan', 'Terjadi kesalahan saat menyimpan.'),
                },
              )
            }
          />
        )}
      </div>
    </Card>
  );
}
