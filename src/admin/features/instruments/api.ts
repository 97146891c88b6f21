import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CertificateFields } from '#shared/service/certificate.ts';
import type { AdminInstrumentsPage, InstrumentFieldsInput, InstrumentView } from '#shared/service/instrument.ts';
import { ApiError, NETWORK_ERROR_MESSAGE, api } from '../../lib/api-client.ts';
import { getToken } from '../../lib/session.ts';

/* The 'Instrumen' screen's calls (docs/after-sales.md). */

const KEY = ['instruments'] as const;

export interface InstrumentQuery {
  q: string;
  due_before: string;
  page: number;
}

export function useInstruments(query: InstrumentQuery) {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.q) params.set('q', query.q);
  if (query.due_before) params.set('due_before', query.due_before);
  return useQuery({
    queryKey: [...KEY, 'list', query] as const,
    queryFn: () => api.get<AdminInstrumentsPage>(`/api/admin/instruments?${params}`),
    placeholderData: keepPreviousData,
  });
}

/** Product choices for the form: the first 100 products by the admin list's order. */
export function useProductChoices() {
  return useQuery({
    queryKey: [...KEY, 'products'] as const,
    queryFn: async () =>
      (
        await api.get<{ data: Array<{ id: number; name: string; sku: string }> }>(
          '/api/admin/products?page=1&per_page=100',
        )
      ).data,
    staleTime: 60_000,
  });
}

export type InstrumentSave = InstrumentFieldsInput & { id?: number; version?: number };

/** A create (no id) or an update at the version the form opened (409 when someone saved since). */
export function useSaveInstrument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: InstrumentSave) =>
      id
        ? api.put<{ data: InstrumentView }>(`/api/admin/instruments/${id}`, body)
        : api.post<{ data: InstrumentView }>('/api/admin/instruments', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export interface InstrumentImportReport {
  created: number;
  updated: number;
  unchanged: number;
  errors: Array<{ row: number; message: string }>;
}

export function useImportInstruments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('file', file);
      return api.postForm<InstrumentImportReport>('/api/admin/instruments/import', form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** A calibration certificate: the PDF and its fields; answers the instrument with its due date moved. */
export function useUploadCertificate(instrumentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, ...fields }: CertificateFields & { file: File | null }) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      if (file) form.set('file', file);
      return api.postForm<{ message: string; data: InstrumentView }>(
        `/api/admin/instruments/${instrumentId}/certificates`,
        form,
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** Fetches a file with the admin's session and saves it under the name the server gives. */
async function saveDownload(path: string, fallbackName: string, failure: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { Authorization: `Bearer ${getToken() ?? ''}` }, cache: 'no-store' });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(response.status, body.message ?? failure);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads every instrument as the server writes it, under the name it gives. */
export function downloadInstruments(format: 'csv' | 'xlsx'): Promise<void> {
  return saveDownload(`/api/admin/instruments/export?format=${format}`, `instrumen.${format}`, 'Ekspor gagal');
}

/** Downloads a certificate's PDF (the admin's way: the customer's link is theirs alone). */
export function downloadCertificate(instrumentId: number, certificateId: string): Promise<void> {
  return saveDownload(
    `/api/admin/instruments/${instrumentId}/certificates/${certificateId}`,
    'sertifikat.pdf',
    'Unduhan gagal',
  );
}
