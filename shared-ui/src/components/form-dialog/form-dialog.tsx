// A Formik form in the generic modal (ADR 0030's forms): the title names both, Cancel and the submit button in the
// footer, the fields checked by the form's schema, and a save the API refuses shown in the form, which stays open
// (the product owner fixes a field and saves again). A subpath of its own, like the field kit: Formik stays in the
// remotes' form chunks. Used by the banner and the training session dialogs; a modal form elsewhere can take it.
import { useId, useState, type ReactNode } from 'react';
import { Form, Formik, type FormikConfig, type FormikValues } from 'formik';
import { Alert } from '../alert/alert';
import { Button } from '../button/button';
import { Modal, type ModalSize } from '../modal/modal';

export interface FormDialogProps<V extends FormikValues> {
  /** the dialog's heading and the form's name */
  title: string;
  initialValues: V;
  validationSchema: FormikConfig<V>['validationSchema'];
  submitLabel: string;
  /** saves the valid values; a throw is shown in the form through `messageOf`, and the dialog stays open */
  onSubmit(values: V): Promise<void>;
  /** the words of a failed save (the API's message, or the page's own) */
  messageOf(error: unknown): string;
  onClose(): void;
  /** the form's class (its layout) */
  className?: string;
  size?: ModalSize;
  children: ReactNode;
}

export function FormDialog<V extends FormikValues>({
  title,
  initialValues,
  validationSchema,
  submitLabel,
  onSubmit,
  messageOf,
  onClose,
  className,
  size = 'lg',
  children,
}: FormDialogProps<V>) {
  const [error, setError] = useState<string | null>(null);
  const formId = useId();
  return (
    <Formik<V>
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={async (values) => {
        setError(null);
        try {
          await onSubmit(values);
        } catch (e) {
          setError(messageOf(e));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Modal
          open
          title={title}
          // no closing while a save is on its way: its answer has a form to land in
          onClose={isSubmitting ? undefined : onClose}
          size={size}
          footer={
            <>
              <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" form={formId} loading={isSubmitting}>
                {submitLabel}
              </Button>
            </>
          }
        >
          <Form id={formId} className={className} aria-label={title} noValidate>
            {children}
            {error && <Alert kind="danger">{error}</Alert>}
          </Form>
        </Modal>
      )}
    </Formik>
  );
}
