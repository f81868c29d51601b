// Resolvers of the training store (schema/training.graphql on /api/graphql, schema/training-open.graphql on
// /api/open-graphql). Thin: the training services validate, authorise (punchout and demo rules, organisation
// scope) and answer.
import {
  courseDetail,
  courseSuggestions,
  manualIndexCourses,
  reindexTrainingCourses,
  searchTrainingCourses,
} from './course-service.js';
import {
  courseOrderDetail,
  courseOrderHistory,
  createCourseOrder,
  enrolFreeCourse,
  myEnrolments,
  setLitmosUserToActive,
} from './course-order-service.js';
import { assignCourseSeats, courseOrderSeats } from './course-seat-service.js';
import { chooseCourseSession, courseSessionList } from './course-session-service.js';
import { changeCourseSession, scheduledCourseSessions } from './session-change-service.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { MutationResolvers, OpenQueryResolvers, QueryResolvers } from '../../graphql/generated/types.js';

export const TrainingQuery: Pick<
  QueryResolvers<GraphQLContext>,
  | 'searchCourses'
  | 'courseSuggestions'
  | 'courseDetail'
  | 'courseOrders'
  | 'myCourseEnrolments'
  | 'courseOrderSeats'
  | 'courseOrder'
  | 'courseSessions'
  | 'scheduledCourseSessions'
> = {
  searchCourses: (_, args, { ctx }) => searchTrainingCourses(ctx, { input: args.input }),
  courseSuggestions: (_, args, { ctx }) => courseSuggestions(ctx, args),
  courseDetail: (_, args, { ctx }) => courseDetail(ctx, { courseId: args.courseId }),
  courseOrders: (_, args, { ctx }) => courseOrderHistory(ctx, { request: args.request ?? null }),
  myCourseEnrolments: (_, __, { ctx }) => myEnrolments(ctx),
  courseOrderSeats: (_, args, { ctx }) => courseOrderSeats(ctx, args),
  courseOrder: (_, args, { ctx }) => courseOrderDetail(ctx, args),
  courseSessions: (_, args, { ctx }) => courseSessionList(ctx, args),
  scheduledCourseSessions: (_, args, { ctx }) => scheduledCourseSessions(ctx, args),
};

export const TrainingMutation: Pick<
  MutationResolvers<GraphQLContext>,
  | 'createCourseOrder'
  | 'assignCourseSeats'
  | 'chooseCourseSession'
  | 'changeCourseSession'
  | 'enrolFreeCourse'
  | 'setLitmosUserToActive'
  | 'reindex'
  | 'manualIndex'
> = {
  createCourseOrder: (_, args, { ctx }) => createCourseOrder(ctx, args),
  assignCourseSeats: (_, args, { ctx }) => assignCourseSeats(ctx, args),
  chooseCourseSession: (_, args, { ctx }) => chooseCourseSession(ctx, args),
  changeCourseSession: (_, args, { ctx }) =>
    changeCourseSession(ctx, { sessionId: args.sessionId, change: { ...args.change } }),
  enrolFreeCourse: (_, args, { ctx }) => enrolFreeCourse(ctx, args),
  setLitmosUserToActive: (_, args, { ctx }) => setLitmosUserToActive(ctx, args),
  reindex: (_, __, { ctx }) => reindexTrainingCourses(ctx),
  manualIndex: (_, args, { ctx }) => manualIndexCourses(ctx, args),
};

export const TrainingOpenQuery: Pick<
  OpenQueryResolvers<GraphQLContext>,
  'searchCourses' | 'courseSuggestions' | 'courseDetail'
> = {
  searchCourses: (_, args, { ctx }) => searchTrainingCourses(ctx, args),
  courseSuggestions: (_, args, { ctx }) => courseSuggestions(ctx, args),
  courseDetail: (_, args, { ctx }) => courseDetail(ctx, args),
};
