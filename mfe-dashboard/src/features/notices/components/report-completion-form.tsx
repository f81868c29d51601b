// 'Report a Completed APN' (B2B_Report_APNs): marks chosen open units of one notice completed, with the date the
// work was done and notes. Used on the APN details page and on the equipment/apns/complete page.
import { userMessageOf } from '@portal/api-client';
import { useId } from 'react';
import { Field, Form, Formik } from 'formik';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  INITIAL_APN_COMPLETION_VALUES,
  apnCompletionSchema,
  isoToday,
  type ApnCompletionValues,
} from '@portal/rules/validation';
import { isListKey, useOrganizationScope } from '@portal/shared-session/server-list';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { FieldError, useShownError } from '@portal/shared-ui/form-field';
import { reportCompleted } from '../api/notices';
import { noticeDetailsOptions, noticeKeys } from '../api/queries';
import type { CompletionReport, NoticeDetails } from '../types/notice';

/** A Formik field with its label and its error (the shared kit's TextField has no date or text area). */
function LabelledField({
  name,
  label,
  ...control
}: { name: keyof ApnCompletionValues; label: string } & Record<string, unknown>) {
  const id = useId();
  const error = useShownError(name);
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <Field
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...control}
      />
      <FieldError id={`${id}-error`} error={error} />
    </>
  );
}

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
  const report = useMutation({
    mutationFn: (values: ApnCompletionValues) => {
      const cast = apnCompletionSchema.cast(values);
      return reportCompleted({
        apnId: notice.apnId,
        units: cast.units,
        completedDate: cast.completedDate || null,
        notes: cast.notes || null,
      });
    },
    onSuccess: (next) => {
      queryClient.setQueryData(noticeDetailsOptions(scope, notice.apnId).queryKey, next);
      // the lists' open counts changed
      void queryClient.invalidateQueries({
        queryKey: noticeKeys.all,
        predicate: (query) => isListKey(query.queryKey),
      });
      onReported?.(next);
    },
  });
  if (open.length === 0) return null;
  const headingId = `apn-report-${notice.apnId}`;
  return (
    <Formik<ApnCompletionValues>
      initialValues={INITIAL_APN_COMPLETION_VALUES}
      validationSchema={apnCompletionSchema}
      onSubmit={async (values, helpers) => {
        await report.mutateAsync(values).then(
          () => helpers.setFieldValue('units', []),
          () => undefined, // the alert below says why
        );
      }}
    >
      {({ values }) => (
        <Form className="dash-form" aria-labelledby={headingId} noValidate>
          <h2 id={headingId}>{title}</h2>
          <fieldset>
            <legend>Completed units</legend>
            {open.map((u) => (
              <label key={u.instanceId}>
                <Field type="checkbox" name="units" value={u.instanceId} />
                {u.unitSerial} ({u.model})
              </label>
            ))}
          </fieldset>
          <LabelledField name="completedDate" label="Completed on" type="date" max={isoToday()} />
          <LabelledField name="notes" label="Notes" as="textarea" rows={2} maxLength={1000} />
          {report.isError && (
            <Alert kind="danger">
              {userMessageOf(report.error, 'The completion could not be reported.')}
            </Alert>
          )}
          {/* a page that handles the report shows its own confirmation */}
          {report.isSuccess && !onReported && <Alert kind="success">The completion was reported.</Alert>}
          {values.units.length === 0 && <p id={`${headingId}-hint`}>Select at least one unit.</p>}
          <Button
            type="submit"
            loading={report.isPending}
            disabled={values.units.length === 0}
            aria-describedby={values.units.length === 0 ? `${headingId}-hint` : undefined}
          >
            Report Completed
          </Button>
        </Form>
      )}
    </Formik>
  );
}
