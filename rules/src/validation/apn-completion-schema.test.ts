import { INITIAL_APN_COMPLETION_VALUES, apnCompletionSchema, isoToday } from './apn-completion-schema';

describe('apnCompletionSchema', () => {
  it('asks for at least one unit', async () => {
    await expect(apnCompletionSchema.validate(INITIAL_APN_COMPLETION_VALUES)).rejects.toThrow(
      'Select at least one unit.',
    );
    await expect(
      apnCompletionSchema.validate({ ...INITIAL_APN_COMPLETION_VALUES, units: ['u-1'] }),
    ).resolves.toEqual({
      units: ['u-1'],
      completedDate: '',
      notes: '',
    });
  });

  it('refuses a completion date after today and notes over 1000 characters', async () => {
    const tomorrow = isoToday(new Date(Date.now() + 86_400_000));
    await expect(
      apnCompletionSchema.validate({
        ...INITIAL_APN_COMPLETION_VALUES,
        units: ['u-1'],
        completedDate: tomorrow,
      }),
    ).rejects.toThrow('The completion date cannot be in the future.');
    await expect(
      apnCompletionSchema.validate({
        ...INITIAL_APN_COMPLETION_VALUES,
        units: ['u-1'],
        notes: 'x'.repeat(1001),
      }),
    ).rejects.toThrow('Notes must be at most 1000 characters.');
    expect(isoToday(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-01');
  });
});
