import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formatIdDateTime } from '#shared/common/format.ts';
import { INTERNAL_NOTE_MAX_LENGTH, type InternalNote, type InternalNotesAnswer } from '#shared/inbox/notes.ts';
import { ApiError, api, errorText } from '../lib/api-client.ts';
import { toastSuccess } from '../lib/toast.ts';
import { Button } from './ui/button.tsx';
import { Card, CardHeader } from './ui/card.tsx';
import { CharCount, TextareaField } from './ui/field.tsx';
import { OFFLINE_MESSAGE, isOffline } from './ui/offline.ts';

/**
 * 'Catatan internal' of a quote request or a contact message: the admins' own thread (who wrote what,
 * when), never shown to the visitor. `path` is the subject's admin address, e.g. /api/admin/quotes/RL-….
 */
export function InternalNotes({ path }: { path: string }) {
  const queryClient = useQueryClient();
  const key = ['internal-notes', path] as const;
  const notes = useQuery({ queryKey: key, queryFn: () => api.get<InternalNotesAnswer>(`${path}/notes`) });
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (input: { text: string }) => api.post<{ data: InternalNote }>(`${path}/notes`, input),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<InternalNotesAnswer>(key, (current) => ({ data: [...(current?.data ?? []), data] }));
      void queryClient.invalidateQueries({ queryKey: key });
      setText('');
      toastSuccess('Catatan ditambahkan');
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return;
      setProblem(isOffline() ? OFFLINE_MESSAGE : errorText(error, 'Catatan gagal disimpan'));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The schema (and zod) load when a note is first sent, not with the detail screen.
    let schema: typeof import('#shared/inbox/notes-schema.ts');
    try {
      schema = await import('#shared/inbox/notes-schema.ts');
    } catch {
      return setProblem(OFFLINE_MESSAGE);
    }
    const checked = schema.InternalNoteInputSchema.safeParse({ text });
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? 'Catatan tidak valid');
    if (isOffline()) return setProblem(OFFLINE_MESSAGE);
    setProblem(null);
    add.mutate(checked.data);
  };

  const list = notes.data?.data ?? [];
  return (
    <Card data-internal-notes>
      <CardHeader title="Catatan internal" description="Hanya terlihat oleh admin." />
      <div className="space-y-4 p-4 sm:p-6">
        {notes.isPending ? (
          <p className="text-sm text-slate-500">Memuat catatan...</p>
        ) : notes.isError ? (
          <p className="text-sm text-red-600">Catatan gagal dimuat.</p>
        ) : list.length === 0 ? (
          <p className="text-sm text-slate-500">Belum ada catatan.</p>
        ) : (
          <ol className="space-y-3" aria-label="Catatan internal">
            {list.map((note) => (
              <li key={note.id} className="rounded-lg bg-slate-50 p-3 text-sm" data-internal-note>
                <p className="whitespace-pre-line break-words text-slate-900">{note.text}</p>
                <p className="mt-1 text-xs text-slate-500">
                  {note.author} · {formatIdDateTime(note.at)}
                </p>
              </li>
            ))}
          </ol>
        )}
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-2">
          <TextareaField
            label="Tambah catatan"
            name="internal-note"
            rows={3}
            value={text}
            maxLength={INTERNAL_NOTE_MAX_LENGTH}
            error={problem ?? undefined}
            aside={<CharCount value={text.length} max={INTERNAL_NOTE_MAX_LENGTH} />}
            onChange={(event) => {
              setText(event.target.value);
              if (problem) setProblem(null);
            }}
          />
          <Button type="submit" size="sm" busy={add.isPending}>
            Simpan catatan
          </Button>
        </form>
      </div>
    </Card>
  );
}
