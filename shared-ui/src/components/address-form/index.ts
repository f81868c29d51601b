// @portal/shared-ui/address-form: the new-address form of the checkouts and My Account's address book, and what a
// validation answer means for the entered address (a subpath: it brings Formik and the address schema).
export { ADDRESS_SAVE_FAILED, NewAddressForm, type NewAddressFormProps } from './new-address-form';
export {
  validationOutcome,
  type AddressToSave,
  type ValidatedFields,
  type ValidationAnswer,
  type ValidationOutcome,
} from './address-validation-outcome';
