// 'Report a Completed APN' (B2B_Report_APNs): marks chosen open units of one notice completed, with the date the
// work was done and notes. Used on the APN details page and on the equipment/apns/complete page.
import { userMessageOf } from '@portal/api-client';
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isListKey, useOrganizationScope } from '@portal/shared-session/server-list';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { reportCompleted } from '../api/notices';
import { noticeDetailsOptions, noticeKeys } from '../api/queries';
import type { CompletionReport, NoticeDetails } from '../types/notice';

/** today as yyyy-mm-dd: the API refuses a completion date in the future */
const today = () => new Date().toISOString().slice(0, 10);

export function ReportCompletionForm({
  notice,
  title = 'Report a Completed APN',
  onReported,
}: {
  notice: NoticeDetails;
  title?: string;
  onReported?: (report: CompletionReport) => void;
}) {
  const queryClient = useQueryClient();
  const scope = useOrganizationScope();
  const open = notice.units.filter((u) => u.status === 'OPEN');
  const [chosen, setChosen] = useState<string[]>([]);
  const [completedDate, setCompletedDate] = useState('');
  const [notes, setNotes] = useState('');
  const report = useMutation({
    mutationFn: () =>
      reportCompleted({
        apnId: notice.apnId,
        units: chosen,
        completedDate: completedDate || null,
        notes: notes.trim() || null,
      }),
    onSuccess: (next) => {
      queryClient.setQueryData(noticeDetailsOptions(scope, notice.apnId).queryKey, next);
      // the lists' open counts changed
      void queryClient.invalidateQueries({
        queryKey: noticeKeys.all,
        predicate: (query) => isListKey(query.queryKey),
      });
      setChosen([]);
      onReported?.(next);
    },
  });
  if (open.length === 0) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length > 0) report.mutate();
  };
  const headingId = `apn-report-${notice.apnId}`;
  return (
    <form className="dash-form" aria-labelledby={headingId} onSubmit={submit}>
      <h2 id={headingId}>{title}</h2>
      <fieldset>
        <legend>Completed units</legend>
        {open.map((u) => (
          <label key={u.instanceId}>
            <input
              type="checkbox"
              checked={chosen.includes(u.instanceId)}
              onChange={(e) =>
                setChosen((c) =>
                  e.target.checked ? [...c, u.instanceId] : c.filter((id) => id !== u.instanceId),
                )
              }
            />
            {u.unitSerial} ({u.model})
          </label>
        ))}
      </fieldset>
      <label>
        Completed on
        <input
          type="date"
          value={completedDate}
          max={today()}
          onChange={(e) => setCompletedDate(e.target.value)}
        />
      </label>
      <label>
        Notes
        <textarea value={notes} rows={2} maxLength={1000} onChange={(e) => setNotes(e.target.value)} />
      </label>
      {report.isError && (
        <Alert kind="danger">{userMessageOf(report.error, 'The completion could not be reported.')}</Alert>
      )}
      {/* a page that handles the report shows its own confirmation */}
      {report.isSuccess && !onReported && <Alert kind="success">The completion was reported.</Alert>}
      {chosen.length === 0 && <p id={`${headingId}-hint`}>Select at least one unit.</p>}
      <Button
        type="submit"
        loading={report.isPending}
        disabled={chosen.length === 0}
        aria-describedby={chosen.length === 0 ? `${headingId}-hint` : undefined}
      >
        Report Completed
      </Button>
    </form>
  );
}
