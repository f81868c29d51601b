// Where a course order's seats and progress are (issue 40); linked from the order confirmation and the order lists.
export const TEAM_ORDER_PATH = (courseOrderId: string) => `/pages/training-store/orders/${courseOrderId}`;
