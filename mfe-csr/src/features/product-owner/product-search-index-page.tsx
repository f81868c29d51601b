// /pages/csr/customerSupport/productSearchIndex (CSR + Product_Owner_Admin or Developer_Admin; spec 7): rebuild
// the training course index (reindex), or index the courses changed in a window (manualIndex(since, to)); each
// shows whether it succeeded and how many courses changed.
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { useMutation } from '@tanstack/react-query';
import { userMessageOf } from '@portal/api-client';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import type { ReindexTrainingCoursesMutation } from '../../gql/graphql';
import { courseIndexCommands } from './api/queries';
import { DateTimeField } from './components/date-time-field';
import '../../shared/csr-pages.css';

type CourseIndexResult = ReindexTrainingCoursesMutation['reindex'];

/** datetime-local values (the agent's clock); `to` may be left empty for now. */
const windowSchema = yup.object({
  since: yup
    .string()
    .required('Enter since when.')
    .test('date', 'Enter a valid date and time.', (v) => !!v && !Number.isNaN(Date.parse(v))),
  to: yup
    .string()
    .test('date', 'Enter a valid date and time.', (v) => !v || !Number.isNaN(Date.parse(v)))
    .test('order', 'To must not be before since.', function order(v) {
      const since = (this.parent as { since?: string }).since;
      return !v || !since || Date.parse(v) >= Date.parse(since);
    }),
});
type IndexWindow = yup.InferType<typeof windowSchema>;

function IndexOutcome({ title, result }: { title: string; result: CourseIndexResult }) {
  return (
    <Alert kind={result.success ? 'success' : 'danger'}>
      <p>
        {title}: {result.success ? 'succeeded' : 'failed'}.
      </p>
      <p>Changed courses: {result.changedCourses}</p>
    </Alert>
  );
}

const failure = (error: unknown) => userMessageOf(error, 'Something went wrong. Please try again.');

export default function ProductSearchIndexPage() {
  const reindex = useMutation({
    mutationFn: courseIndexCommands.reindex,
  });
  const manualIndex = useMutation({
    mutationFn: (window: IndexWindow) =>
      courseIndexCommands.manualIndex(
        new Date(window.since).toISOString(),
        window.to ? new Date(window.to).toISOString() : null,
      ),
  });

  return (
    <section className="csr-page" aria-labelledby="csr-search-index-title">
      <h1 id="csr-search-index-title">Product Search Index</h1>

      <section className="csr-card" aria-labelledby="csr-reindex">
        <h2 id="csr-reindex">Reindex training courses</h2>
        <p>Rebuilds the training course search index from every course.</p>
        <div className="csr-toolbar">
          <Button disabled={reindex.isPending} onClick={() => reindex.mutate()}>
            {reindex.isPending ? 'Reindexing…' : 'Reindex Training Courses'}
          </Button>
        </div>
        <div aria-live="polite">
          {reindex.data && <IndexOutcome title="Reindex" result={reindex.data} />}
          {reindex.isError && <Alert kind="danger">{failure(reindex.error)}</Alert>}
        </div>
      </section>

      <section className="csr-card" aria-labelledby="csr-manual-index">
        <h2 id="csr-manual-index">Manual index</h2>
        <p>Indexes the courses changed between two times (to defaults to now).</p>
        <Formik<IndexWindow>
          initialValues={{ since: '', to: '' }}
          validationSchema={windowSchema}
          onSubmit={(values) => manualIndex.mutate(values)}
        >
          <Form className="csr-form" aria-label="Manual index" noValidate>
            <DateTimeField name="since" label="Since" />
            <DateTimeField name="to" label="To" />
            <Button type="submit" disabled={manualIndex.isPending}>
              Run Manual Index
            </Button>
          </Form>
        </Formik>
        <div aria-live="polite">
          {manualIndex.data && <IndexOutcome title="Manual index" result={manualIndex.data} />}
          {manualIndex.isError && <Alert kind="danger">{failure(manualIndex.error)}</Alert>}
        </div>
      </section>
    </section>
  );
}
