import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BulkEdit, BulkResult, ImportProgress, ImportReport } from '#shared/catalogue/io.ts';
import type { JobStarted, JobView } from '#shared/catalogue/jobs.ts';
import { ApiError, NETWORK_ERROR_MESSAGE, api } from '../../lib/api-client.ts';
import { getToken } from '../../lib/session.ts';
import { queryKeys } from '../../lib/shared-queries.ts';
import { driveToResult, isJobStarted } from './jobs-api.ts';
import { productListApiParams } from './list-query.ts';

/*
 * The catalogue file and bulk edit calls (docs/catalogue-files.md). The file work (reading CSV and
 * Excel) happens on the server: the panel only sends and receives files.
 */

/** The list's filters without its page: what the export and 'select all matching' take. */
export function listFilters(params: URLSearchParams): URLSearchParams {
  const filters = productListApiParams(params);
  filters.delete('page');
  filters.delete('per_page');
  return filters;
}

/** Downloads the catalogue as the server writes it, under the name it gives. */
export async function downloadCatalogue(format: 'csv' | 'xlsx', params: URLSearchParams): Promise<void> {
  const query = listFilters(params);
  query.set('format', format);
  let response: Response;
  try {
    response = await fetch(`/api/admin/products/export?${query}`, {
      headers: { Authorization: `Bearer ${getToken() ?? ''}` },
      cache: 'no-store',
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(response.status, body.message ?? 'Ekspor gagal');
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `produk.${format}`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * A CSV travels gzipped: a function's request body is limited to 6 MB on Netlify, and a CSV packs to
 * a fifth or less. An Excel file is a ZIP archive already.
 */
async function packed(file: File): Promise<File> {
  if (file.name.toLowerCase().endsWith('.xlsx') || typeof CompressionStream === 'undefined') return file;
  const gzip = await new Response(file.stream().pipeThrough(new CompressionStream('gzip'))).blob();
  return new File([gzip], `${file.name}.gz`, { type: 'application/gzip' });
}

export interface ImportInput {
  file: File;
  dryRun: boolean;
  versions?: Record<string, number>;
  progressId?: string;
}

/** `onProgress` hears the job of an import larger than one step, after each of its steps. */
export function useImportFile(onProgress: (job: JobView) => void = () => undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, dryRun, versions, progressId }: ImportInput) => {
      const form = new FormData();
      form.set('file', await packed(file));
      if (versions) form.set('versions', JSON.stringify(versions));
      if (progressId) form.set('progress_id', progressId);
      const answer = await api.postForm<ImportReport | JobStarted>(
        `/api/admin/products/import${dryRun ? '?dry_run=1' : ''}`,
        form,
      );
      if (!isJobStarted(answer)) return answer;
      const job = await driveToResult(answer.job, onProgress);
      return job.result!.report!;
    },
    onSuccess: (report) => {
      if (!report.dry_run) void queryClient.invalidateQueries({ queryKey: queryKeys.products });
    },
  });
}

/** The running import's progress, asked for every half second while `id` is set. */
export function useImportProgress(id: string | null) {
  return useQuery({
    queryKey: ['import-progress', id],
    queryFn: () => api.get<ImportProgress>(`/api/admin/products/import?progress=${id}`),
    enabled: id !== null,
    refetchInterval: 500,
  });
}

type BulkAnswer = { message: string; results: BulkResult[] };

/**
 * One action on the selection. A large one runs as a job: `onProgress` hears it after each step, and
 * the answer is the same either way (one result per id).
 */
export function useBulkEdit(onProgress: (job: JobView) => void = () => undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (edit: BulkEdit): Promise<BulkAnswer> => {
      const answer = await api.post<BulkAnswer | JobStarted>('/api/admin/products/bulk', edit);
      if (!isJobStarted(answer)) return answer;
      const { result } = await driveToResult(answer.job, onProgress);
      const failed = new Map(result!.failures.map((failure) => [failure.id, failure]));
      const results = [...new Set(edit.ids)].map((id) => failed.get(id) ?? { id, ok: true });
      return { message: result!.message, results };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.products }),
  });
}

/** Every product id the list's filters match ('select all N matching'). */
export const matchingIds = async (params: URLSearchParams) =>
  (await api.get<{ ids: number[] }>(`/api/admin/products/ids?${listFilters(params)}`)).ids;
