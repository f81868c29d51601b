/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Spec section 3 'Address search request'; page from 0, size default 25. */
export type AddressSearchInput = {
  accountId?: string | number | null | undefined;
  defaultEbsAddressIds?: Array<string | number> | null | undefined;
  favoriteEbsAddressIds?: Array<string | number> | null | undefined;
  page?: number | null | undefined;
  partyId?: string | number | null | undefined;
  query?: string | null | undefined;
  size?: number | null | undefined;
  type?: AddressSearchType | null | undefined;
};

export type AddressSearchType = 'ALL' | 'BILLING' | 'SHIPPING';

export type AddressValidationInput = {
  address1: string;
  address2?: string | null | undefined;
  city: string;
  country: string;
  postalCode: string;
  /** US: the state; CA: the province; other countries: the country (spec 5) */
  state?: string | null | undefined;
};

/** Spec section 3 'Address validation result'. */
export type AddressValidationStatus = 'AMBIGUOUS' | 'INVALID' | 'VALID';

/** Spec section 3 'Course order', with how a paid order is paid (as at checkout). */
export type CourseOrderInput = {
  accountId: string | number;
  /** a billing address of the company; required when the order costs anything */
  billToAddressId?: string | number | null | undefined;
  courses: Array<CourseOrderLineInput>;
  /** pay by purchase order: only where the organisation allows it (isCustomerPurchaseOrderEnabled) */
  customerPo?: string | null | undefined;
  /** the client's order number: a retried request with the same number creates nothing new */
  externalOrderId: string;
  /** a saved card of the caller; a paid order needs it or a purchase order number */
  paymentMethodId?: string | number | null | undefined;
};

/** One course of a course order; quantity is the number of seats. */
export type CourseOrderLineInput = {
  courseId: string;
  externalCourseId: string;
  quantity: number;
};

/** Training search: page size 15 (spec 9), at most 1000 courses in all (size 1000 fetches all courses). */
export type CourseSearchInput = {
  categoryFilters?: Array<string> | null | undefined;
  /** 0-based */
  page?: number | null | undefined;
  productFilters?: Array<string> | null | undefined;
  searchTerm?: string | null | undefined;
  size?: number | null | undefined;
  /** the order (spec 3's sortOptions; one option is used); none: relevance to searchTerm, then title */
  sortOptions?: Array<CourseSortOption> | null | undefined;
};

/** A seat given to a learner by e-mail; email null or empty frees the seat. */
export type CourseSeatAssignmentInput = {
  courseId: string;
  email?: string | null | undefined;
  seatNumber: number;
};

/** A course search's order: title, price or durationMinutes, ASC (the default) or DESC. */
export type CourseSortOption = {
  /** ASC or DESC */
  direction?: string | null | undefined;
  /** title, price or durationMinutes */
  fieldName: string;
};

export type NewAddressInput = {
  address1: string;
  address2?: string | null | undefined;
  addressName?: string | null | undefined;
  billingEnabled?: boolean | null | undefined;
  city: string;
  country: string;
  county?: string | null | undefined;
  postalCode: string;
  province?: string | null | undefined;
  shippingEnabled?: boolean | null | undefined;
  state?: string | null | undefined;
};

/** A new card. The number and security code are checked and tokenised, then discarded. */
export type NewCardInput = {
  cardNumber: string;
  cardholderName: string;
  expMonth: number;
  expYear: number;
  /** make it the default{product}PaymentId */
  makeDefault?: boolean | null | undefined;
  securityCode: string;
};

export type CourseFieldsFragment = {
  courseId: string;
  externalCourseId: string;
  title: string;
  description: string;
  productFilters: Array<string>;
  categoryFilters: Array<string>;
  price: number | null;
  currency: string;
  isFree: boolean;
  durationMinutes: number;
  deliveryMethod: string;
  imageUrl: string | null;
  language: string;
  credits: number;
};

export type SearchCoursesQueryVariables = Exact<{
  input: CourseSearchInput;
}>;

export type SearchCoursesQuery = {
  searchCourses: {
    totalHits: number;
    page: number;
    size: number;
    totalPages: number;
    hits: Array<{
      courseId: string;
      externalCourseId: string;
      title: string;
      description: string;
      productFilters: Array<string>;
      categoryFilters: Array<string>;
      price: number | null;
      currency: string;
      isFree: boolean;
      durationMinutes: number;
      deliveryMethod: string;
      imageUrl: string | null;
      language: string;
      credits: number;
    }>;
    facets: {
      productFilters: Array<{ value: string; count: number }>;
      categoryFilters: Array<{ value: string; count: number }>;
    };
  };
};

export type CourseSuggestionsQueryVariables = Exact<{
  term: string;
}>;

export type CourseSuggestionsQuery = { courseSuggestions: Array<string> };

export type CourseDetailQueryVariables = Exact<{
  courseId: string;
}>;

export type CourseDetailQuery = {
  courseDetail: {
    outline: Array<string>;
    course: {
      courseId: string;
      externalCourseId: string;
      title: string;
      description: string;
      productFilters: Array<string>;
      categoryFilters: Array<string>;
      price: number | null;
      currency: string;
      isFree: boolean;
      durationMinutes: number;
      deliveryMethod: string;
      imageUrl: string | null;
      language: string;
      credits: number;
    };
    relatedCourses: Array<{
      courseId: string;
      externalCourseId: string;
      title: string;
      description: string;
      productFilters: Array<string>;
      categoryFilters: Array<string>;
      price: number | null;
      currency: string;
      isFree: boolean;
      durationMinutes: number;
      deliveryMethod: string;
      imageUrl: string | null;
      language: string;
      credits: number;
    }>;
  };
};

export type EnrolFreeCourseMutationVariables = Exact<{
  courseId: string;
}>;

export type EnrolFreeCourseMutation = {
  enrolFreeCourse: { enrolmentId: string; courseId: string; title: string; startUrl: string };
};

export type CourseCheckoutAddressFragment = {
  addressId: string;
  ebsAddressId: string;
  addressName: string | null;
  address1: string;
  address2: string | null;
  city: string;
  county: string | null;
  state: string | null;
  province: string | null;
  postalCode: string | null;
  country: string;
  billingEnabled: boolean;
  isDefault: boolean;
  isFavorite: boolean;
};

export type CourseCheckoutCardFragment = {
  id: string;
  brand: string;
  lastFour: string;
  expMonth: number;
  expYear: number;
  cardholderName: string;
  isDefault: boolean;
};

export type CourseCheckoutDetailsQueryVariables = Exact<{
  accountId?: string | number | null | undefined;
}>;

export type CourseCheckoutDetailsQuery = {
  getAccountAddresses: {
    defaultBillingAddress: {
      addressId: string;
      ebsAddressId: string;
      addressName: string | null;
      address1: string;
      address2: string | null;
      city: string;
      county: string | null;
      state: string | null;
      province: string | null;
      postalCode: string | null;
      country: string;
      billingEnabled: boolean;
      isDefault: boolean;
      isFavorite: boolean;
    } | null;
  };
  paymentMethods: Array<{
    id: string;
    brand: string;
    lastFour: string;
    expMonth: number;
    expYear: number;
    cardholderName: string;
    isDefault: boolean;
  }>;
};

export type CourseCheckoutBillingAddressesQueryVariables = Exact<{
  request: AddressSearchInput;
}>;

export type CourseCheckoutBillingAddressesQuery = {
  searchAddresses: Array<{
    addressId: string;
    ebsAddressId: string;
    addressName: string | null;
    address1: string;
    address2: string | null;
    city: string;
    county: string | null;
    state: string | null;
    province: string | null;
    postalCode: string | null;
    country: string;
    billingEnabled: boolean;
    isDefault: boolean;
    isFavorite: boolean;
  }>;
};

export type CourseCheckoutValidateAddressQueryVariables = Exact<{
  address: AddressValidationInput;
}>;

export type CourseCheckoutValidateAddressQuery = {
  validateAddress: {
    validationResult: AddressValidationStatus;
    county: string;
    address: {
      address1: string;
      address2: string;
      city: string;
      state: string;
      postalCode: string;
      country: string;
    };
    suggestedAddress: {
      address1: string;
      address2: string;
      city: string;
      state: string;
      postalCode: string;
      country: string;
    } | null;
  };
};

export type CourseCheckoutAddAddressMutationVariables = Exact<{
  address: NewAddressInput;
}>;

export type CourseCheckoutAddAddressMutation = { addAddress: string };

export type CourseCheckoutAddCardMutationVariables = Exact<{
  card: NewCardInput;
}>;

export type CourseCheckoutAddCardMutation = {
  addNewCreditCard: {
    id: string;
    brand: string;
    lastFour: string;
    expMonth: number;
    expYear: number;
    cardholderName: string;
    isDefault: boolean;
  };
};

export type CreateCourseOrderMutationVariables = Exact<{
  courseOrder: CourseOrderInput;
}>;

export type CreateCourseOrderMutation = {
  createCourseOrder: {
    order: {
      courseOrderId: string;
      externalOrderId: string;
      orderNumber: string | null;
      customerPo: string | null;
      currency: string;
      subtotal: number;
      tax: number;
      total: number;
      lines: Array<{
        courseId: string;
        title: string;
        quantity: number;
        unitPrice: number;
        lineTotal: number;
      }>;
    };
    enrolments: Array<{ enrolmentId: string; courseId: string; title: string; startUrl: string }>;
  };
};

export type TeamSeatFragment = {
  seatId: string;
  courseId: string;
  title: string;
  seatNumber: number;
  learnerEmail: string | null;
  learnerName: string | null;
  status: string;
  completedAt: string | null;
  score: number | null;
  reassignable: boolean;
  sessionId: string | null;
  sessionStatus: string | null;
  sessionStartsAt: string | null;
};

export type TeamOrderQueryVariables = Exact<{
  courseOrderId: string | number;
}>;

export type TeamOrderQuery = {
  courseOrderSeats: Array<{
    seatId: string;
    courseId: string;
    title: string;
    seatNumber: number;
    learnerEmail: string | null;
    learnerName: string | null;
    status: string;
    completedAt: string | null;
    score: number | null;
    reassignable: boolean;
    sessionId: string | null;
    sessionStatus: string | null;
    sessionStartsAt: string | null;
  }>;
};

export type AssignCourseSeatsMutationVariables = Exact<{
  courseOrderId: string | number;
  assignments: Array<CourseSeatAssignmentInput> | CourseSeatAssignmentInput;
}>;

export type AssignCourseSeatsMutation = {
  assignCourseSeats: Array<{
    seatId: string;
    courseId: string;
    title: string;
    seatNumber: number;
    learnerEmail: string | null;
    learnerName: string | null;
    status: string;
    completedAt: string | null;
    score: number | null;
    reassignable: boolean;
    sessionId: string | null;
    sessionStatus: string | null;
    sessionStartsAt: string | null;
  }>;
};

export type TeamOrderSummaryQueryVariables = Exact<{
  courseOrderId: string | number;
}>;

export type TeamOrderSummaryQuery = {
  courseOrder: {
    courseOrderId: string;
    externalOrderId: string;
    orderNumber: string | null;
    customerPo: string | null;
    orderedAt: string;
    currency: string;
    subtotal: number;
    tax: number;
    total: number;
    lines: Array<{ courseId: string; title: string; quantity: number }>;
  };
};

export type TeamCourseSessionsQueryVariables = Exact<{
  courseId: string;
}>;

export type TeamCourseSessionsQuery = {
  courseSessions: Array<{
    sessionId: string;
    startsAt: string;
    location: string | null;
    onlineUrl: string | null;
    seatsLeft: number;
    full: boolean;
  }>;
};

export type ChooseCourseSessionMutationVariables = Exact<{
  courseOrderId: string | number;
  courseId: string;
  seatNumber: number;
  sessionId: string | number;
  waitlist?: boolean | null | undefined;
}>;

export type ChooseCourseSessionMutation = {
  chooseCourseSession: Array<{
    seatId: string;
    courseId: string;
    title: string;
    seatNumber: number;
    learnerEmail: string | null;
    learnerName: string | null;
    status: string;
    completedAt: string | null;
    score: number | null;
    reassignable: boolean;
    sessionId: string | null;
    sessionStatus: string | null;
    sessionStartsAt: string | null;
  }>;
};

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const CourseFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment CourseFields on TrainingCourse {
  courseId
  externalCourseId
  title
  description
  productFilters
  categoryFilters
  price
  currency
  isFree
  durationMinutes
  deliveryMethod
  imageUrl
  language
  credits
}
    `,
  { fragmentName: 'CourseFields' },
) as unknown as TypedDocumentString<CourseFieldsFragment, unknown>;
export const CourseCheckoutAddressFragmentDoc = new TypedDocumentString(
  `
    fragment CourseCheckoutAddress on Address {
  addressId
  ebsAddressId
  addressName
  address1
  address2
  city
  county
  state
  province
  postalCode
  country
  billingEnabled
  isDefault
  isFavorite
}
    `,
  { fragmentName: 'CourseCheckoutAddress' },
) as unknown as TypedDocumentString<CourseCheckoutAddressFragment, unknown>;
export const CourseCheckoutCardFragmentDoc = new TypedDocumentString(
  `
    fragment CourseCheckoutCard on PaymentMethod {
  id
  brand
  lastFour
  expMonth
  expYear
  cardholderName
  isDefault
}
    `,
  { fragmentName: 'CourseCheckoutCard' },
) as unknown as TypedDocumentString<CourseCheckoutCardFragment, unknown>;
export const TeamSeatFragmentDoc = new TypedDocumentString(
  `
    fragment TeamSeat on CourseSeat {
  seatId
  courseId
  title
  seatNumber
  learnerEmail
  learnerName
  status
  completedAt
  score
  reassignable
  sessionId
  sessionStatus
  sessionStartsAt
}
    `,
  { fragmentName: 'TeamSeat' },
) as unknown as TypedDocumentString<TeamSeatFragment, unknown>;
export const SearchCoursesDocument = new TypedDocumentString(`
    query SearchCourses($input: CourseSearchInput!) {
  searchCourses(input: $input) {
    hits {
      ...CourseFields
    }
    totalHits
    page
    size
    totalPages
    facets {
      productFilters {
        value
        count
      }
      categoryFilters {
        value
        count
      }
    }
  }
}
    fragment CourseFields on TrainingCourse {
  courseId
  externalCourseId
  title
  description
  productFilters
  categoryFilters
  price
  currency
  isFree
  durationMinutes
  deliveryMethod
  imageUrl
  language
  credits
}`) as unknown as TypedDocumentString<SearchCoursesQuery, SearchCoursesQueryVariables>;
export const CourseSuggestionsDocument = new TypedDocumentString(`
    query CourseSuggestions($term: String!) {
  courseSuggestions(term: $term)
}
    `) as unknown as TypedDocumentString<CourseSuggestionsQuery, CourseSuggestionsQueryVariables>;
export const CourseDetailDocument = new TypedDocumentString(`
    query CourseDetail($courseId: String!) {
  courseDetail(courseId: $courseId) {
    course {
      ...CourseFields
    }
    outline
    relatedCourses {
      ...CourseFields
    }
  }
}
    fragment CourseFields on TrainingCourse {
  courseId
  externalCourseId
  title
  description
  productFilters
  categoryFilters
  price
  currency
  isFree
  durationMinutes
  deliveryMethod
  imageUrl
  language
  credits
}`) as unknown as TypedDocumentString<CourseDetailQuery, CourseDetailQueryVariables>;
export const EnrolFreeCourseDocument = new TypedDocumentString(`
    mutation EnrolFreeCourse($courseId: String!) {
  enrolFreeCourse(courseId: $courseId) {
    enrolmentId
    courseId
    title
    startUrl
  }
}
    `) as unknown as TypedDocumentString<EnrolFreeCourseMutation, EnrolFreeCourseMutationVariables>;
export const CourseCheckoutDetailsDocument = new TypedDocumentString(`
    query CourseCheckoutDetails($accountId: ID) {
  getAccountAddresses(accountId: $accountId) {
    defaultBillingAddress {
      ...CourseCheckoutAddress
    }
  }
  paymentMethods {
    ...CourseCheckoutCard
  }
}
    fragment CourseCheckoutAddress on Address {
  addressId
  ebsAddressId
  addressName
  address1
  address2
  city
  county
  state
  province
  postalCode
  country
  billingEnabled
  isDefault
  isFavorite
}
fragment CourseCheckoutCard on PaymentMethod {
  id
  brand
  lastFour
  expMonth
  expYear
  cardholderName
  isDefault
}`) as unknown as TypedDocumentString<CourseCheckoutDetailsQuery, CourseCheckoutDetailsQueryVariables>;
export const CourseCheckoutBillingAddressesDocument = new TypedDocumentString(`
    query CourseCheckoutBillingAddresses($request: AddressSearchInput!) {
  searchAddresses(request: $request) {
    ...CourseCheckoutAddress
  }
}
    fragment CourseCheckoutAddress on Address {
  addressId
  ebsAddressId
  addressName
  address1
  address2
  city
  county
  state
  province
  postalCode
  country
  billingEnabled
  isDefault
  isFavorite
}`) as unknown as TypedDocumentString<
  CourseCheckoutBillingAddressesQuery,
  CourseCheckoutBillingAddressesQueryVariables
>;
export const CourseCheckoutValidateAddressDocument = new TypedDocumentString(`
    query CourseCheckoutValidateAddress($address: AddressValidationInput!) {
  validateAddress(address: $address) {
    validationResult
    county
    address {
      address1
      address2
      city
      state
      postalCode
      country
    }
    suggestedAddress {
      address1
      address2
      city
      state
      postalCode
      country
    }
  }
}
    `) as unknown as TypedDocumentString<
  CourseCheckoutValidateAddressQuery,
  CourseCheckoutValidateAddressQueryVariables
>;
export const CourseCheckoutAddAddressDocument = new TypedDocumentString(`
    mutation CourseCheckoutAddAddress($address: NewAddressInput!) {
  addAddress(address: $address)
}
    `) as unknown as TypedDocumentString<
  CourseCheckoutAddAddressMutation,
  CourseCheckoutAddAddressMutationVariables
>;
export const CourseCheckoutAddCardDocument = new TypedDocumentString(`
    mutation CourseCheckoutAddCard($card: NewCardInput!) {
  addNewCreditCard(card: $card) {
    ...CourseCheckoutCard
  }
}
    fragment CourseCheckoutCard on PaymentMethod {
  id
  brand
  lastFour
  expMonth
  expYear
  cardholderName
  isDefault
}`) as unknown as TypedDocumentString<CourseCheckoutAddCardMutation, CourseCheckoutAddCardMutationVariables>;
export const CreateCourseOrderDocument = new TypedDocumentString(`
    mutation CreateCourseOrder($courseOrder: CourseOrderInput!) {
  createCourseOrder(courseOrder: $courseOrder) {
    order {
      courseOrderId
      externalOrderId
      orderNumber
      customerPo
      currency
      subtotal
      tax
      total
      lines {
        courseId
        title
        quantity
        unitPrice
        lineTotal
      }
    }
    enrolments {
      enrolmentId
      courseId
      title
      startUrl
    }
  }
}
    `) as unknown as TypedDocumentString<CreateCourseOrderMutation, CreateCourseOrderMutationVariables>;
export const TeamOrderDocument = new TypedDocumentString(`
    query TeamOrder($courseOrderId: ID!) {
  courseOrderSeats(courseOrderId: $courseOrderId) {
    ...TeamSeat
  }
}
    fragment TeamSeat on CourseSeat {
  seatId
  courseId
  title
  seatNumber
  learnerEmail
  learnerName
  status
  completedAt
  score
  reassignable
  sessionId
  sessionStatus
  sessionStartsAt
}`) as unknown as TypedDocumentString<TeamOrderQuery, TeamOrderQueryVariables>;
export const AssignCourseSeatsDocument = new TypedDocumentString(`
    mutation AssignCourseSeats($courseOrderId: ID!, $assignments: [CourseSeatAssignmentInput!]!) {
  assignCourseSeats(courseOrderId: $courseOrderId, assignments: $assignments) {
    ...TeamSeat
  }
}
    fragment TeamSeat on CourseSeat {
  seatId
  courseId
  title
  seatNumber
  learnerEmail
  learnerName
  status
  completedAt
  score
  reassignable
  sessionId
  sessionStatus
  sessionStartsAt
}`) as unknown as TypedDocumentString<AssignCourseSeatsMutation, AssignCourseSeatsMutationVariables>;
export const TeamOrderSummaryDocument = new TypedDocumentString(`
    query TeamOrderSummary($courseOrderId: ID!) {
  courseOrder(courseOrderId: $courseOrderId) {
    courseOrderId
    externalOrderId
    orderNumber
    customerPo
    orderedAt
    currency
    subtotal
    tax
    total
    lines {
      courseId
      title
      quantity
    }
  }
}
    `) as unknown as TypedDocumentString<TeamOrderSummaryQuery, TeamOrderSummaryQueryVariables>;
export const TeamCourseSessionsDocument = new TypedDocumentString(`
    query TeamCourseSessions($courseId: String!) {
  courseSessions(courseId: $courseId) {
    sessionId
    startsAt
    location
    onlineUrl
    seatsLeft
    full
  }
}
    `) as unknown as TypedDocumentString<TeamCourseSessionsQuery, TeamCourseSessionsQueryVariables>;
export const ChooseCourseSessionDocument = new TypedDocumentString(`
    mutation ChooseCourseSession($courseOrderId: ID!, $courseId: String!, $seatNumber: Int!, $sessionId: ID!, $waitlist: Boolean) {
  chooseCourseSession(
    courseOrderId: $courseOrderId
    courseId: $courseId
    seatNumber: $seatNumber
    sessionId: $sessionId
    waitlist: $waitlist
  ) {
    ...TeamSeat
  }
}
    fragment TeamSeat on CourseSeat {
  seatId
  courseId
  title
  seatNumber
  learnerEmail
  learnerName
  status
  completedAt
  score
  reassignable
  sessionId
  sessionStatus
  sessionStartsAt
}`) as unknown as TypedDocumentString<ChooseCourseSessionMutation, ChooseCourseSessionMutationVariables>;
