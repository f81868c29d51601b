import { addToast, createToast, createToastId, removeToast } from './toast-queue';
import type { ToastData } from './toast-types';

const a: ToastData = { id: 'a', message: 'First', kind: 'info' };
const b: ToastData = { id: 'b', message: 'Second', kind: 'error' };

describe('toast queue helpers', () => {
  it('createToastId gives distinct ids', () => {
    const ids = new Set(Array.from({ length: 100 }, () => createToastId()));
    expect(ids.size).toBe(100);
  });

  it('createToast fills id and kind, or takes the id given', () => {
    const toast = createToast('Saved');
    expect(toast).toEqual({ id: expect.any(String), message: 'Saved', kind: 'info' });
    expect(createToast('Oops', 'error', { id: 'fixed' })).toEqual({
      id: 'fixed',
      message: 'Oops',
      kind: 'error',
    });
  });

  it('addToast appends without mutating', () => {
    const list = [a];
    const next = addToast(list, b);
    expect(next).toEqual([a, b]);
    expect(list).toEqual([a]);
  });

  it('addToast replaces a toast with the same id in place', () => {
    const changed = { ...a, message: 'Changed' };
    expect(addToast([a, b], changed)).toEqual([changed, b]);
  });

  it('addToast skips an identical kind and message unless dedupe is off', () => {
    const twin = { ...a, id: 'twin' };
    expect(addToast([a], twin)).toEqual([a]);
    expect(addToast([a], { ...twin, kind: 'warning' })).toHaveLength(2);
    expect(addToast([a], twin, { dedupe: false })).toEqual([a, twin]);
  });

  it('addToast keeps at most max toasts, dropping the oldest', () => {
    const c: ToastData = { id: 'c', message: 'Third', kind: 'success' };
    expect(addToast([a, b], c, { max: 2 })).toEqual([b, c]);
  });

  it('removeToast drops only the given id', () => {
    expect(removeToast([a, b], 'a')).toEqual([b]);
    expect(removeToast([a, b], 'missing')).toEqual([a, b]);
  });
});
