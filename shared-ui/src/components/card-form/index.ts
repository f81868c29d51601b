// @portal/shared-ui/card-form: the new-card form of the checkouts and My Account (a subpath: it brings Formik and
// the card schema, which only the pages that save cards need).
export { CARD_SAVE_FAILED, NewCardForm, type NewCardEntry, type NewCardFormProps } from './new-card-form';
