// The route a parent-holding user asked for while viewing a child company; set by the route guard, read by the
// 'Change Company to Proceed' modal.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

const changeCompanyRequest = createStore<{ target: string | null }>()(() => ({ target: null }));

export function openChangeCompanyModal(target: string): void {
  changeCompanyRequest.setState({ target });
}

export function closeChangeCompanyModal(): void {
  changeCompanyRequest.setState({ target: null });
}

export function useChangeCompanyTarget(): string | null {
  return useStore(changeCompanyRequest, (s) => s.target);
}
