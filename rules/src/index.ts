// @portal/rules: the business rules the API and every browser app apply alike. Versioned and not a singleton: a
// remote built against a newer copy runs its own. The yup schemas are a subpath ('@portal/rules/validation') so
// apps that only need privileges or store rules do not load yup.
export * from './privileges/privileges';
export * from './access/access-rules';
export * from './privileges/privilege-classes';
export * from './store';
export * from './brand';
export * from './analytics';
