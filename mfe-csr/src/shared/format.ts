// How the Customer Support pages show statuses (dates: formatDate/formatDateTime of @portal/shared-session).

/** 'PENDING_REGISTRATION' → 'Pending Registration' */
export const statusLabel = (status: string): string =>
  status
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
