import { type DetailsFormData, validationMessages } from '@booking-kit/core';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInLocale } from '../test/render-in-locale';
import { type DetailsFormState, type DetailsFormStateOptions, useDetailsFormState } from './use-details-form-state';

/**
 * Renders the hook in English (time zone Europe/Amsterdam) with the email field registered on a
 * real input, as a form would, and returns its latest state and that input.
 */
async function renderState(options: DetailsFormStateOptions = {}) {
  const result = { current: undefined as unknown as DetailsFormState };
  function Probe(props: DetailsFormStateOptions) {
    const state = useDetailsFormState(props);
    result.current = state;
    // Read during render, as a form does, so react-hook-form renders again when errors change.
    void state.form.formState.errors;
    return <input type="email" {...state.form.register('email')} />;
  }
  const { container, rerender } = await renderInLocale(<Probe {...options} />);
  return {
    result,
    email: () => container.querySelector('input') as HTMLInputElement,
    rerender: (next: DetailsFormStateOptions) => rerender(<Probe {...next} />),
  };
}

/** Runs `work` in act and waits a task, so react-hook-form's async validation settles and renders. */
const settle = (work: () => unknown = () => {}) =>
  act(async () => {
    await work();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

/** Types into an input the way a browser does, so React's change handler sees it. */
function type(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const errorOf = (state: DetailsFormState, name: Parameters<DetailsFormState['form']['getFieldState']>[0]) =>
  state.form.getFieldState(name).error?.message;

/** Submits through react-hook-form and returns what the valid or invalid handler received. */
async function submit(state: DetailsFormState) {
  const onValid = vi.fn<(data: DetailsFormData) => void>();
  const onInvalid = vi.fn();
  await settle(() => state.form.handleSubmit(onValid, onInvalid)());
  return { onValid, onInvalid };
}

const ADA = { firstName: ' Ada ', lastName: 'Lovelace', email: 'ada@example.com', phone: '+31 20 123 4567' };

describe('useDetailsFormState', () => {
  afterEach(() => vi.useRealTimers());

  it('asks name, email and phone by default, in form order', async () => {
    const { result } = await renderState({ today: '2026-03-09' });
    expect(result.current.fields).toEqual({
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      phone: 'required',
      dateOfBirth: 'hidden',
      location: 'hidden',
      additionalInformation: 'hidden',
      consent: 'hidden',
    });
    expect(result.current.shownFields).toEqual(['firstName', 'lastName', 'email', 'phone']);
    expect(result.current.locations).toEqual([]);
    expect(result.current.additionalInformationMaxLength).toBe(1000);
    expect(result.current.consentText).toBeNull();
    expect(result.current.isDisabled).toBe(false);
  });

  it('shows the fields the service asks for, in form order, and the consent when given a text', async () => {
    const { result } = await renderState({
      today: '2026-03-09',
      phone: 'hidden',
      dateOfBirth: 'optional',
      location: 'required',
      locations: ['Amsterdam', 'Utrecht'],
      additionalInformation: 'optional',
      additionalInformationMaxLength: 20,
      consentText: 'I agree to the terms.',
    });
    expect(result.current.fields.phone).toBe('hidden');
    expect(result.current.fields.dateOfBirth).toBe('optional');
    expect(result.current.fields.location).toBe('required');
    expect(result.current.fields.consent).toBe('required');
    expect(result.current.shownFields).toEqual([
      'firstName',
      'lastName',
      'email',
      'dateOfBirth',
      'location',
      'additionalInformation',
      'consent',
    ]);
    expect(result.current.locations).toEqual(['Amsterdam', 'Utrecht']);
    expect(result.current.additionalInformationMaxLength).toBe(20);
    expect(result.current.consentText).toBe('I agree to the terms.');
  });

  it('asks no consent for a null consent text', async () => {
    const { result } = await renderState({ today: '2026-03-09', consentText: null });
    expect(result.current.fields.consent).toBe('hidden');
    expect(result.current.consentText).toBeNull();
  });

  it("takes today in the visitor's time zone when not given, and keeps it for the instance", async () => {
    // 23:30 on 8 March in UTC is already 9 March in Amsterdam (UTC+1).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-03-08T23:30:00.000Z'));
    const { result, rerender } = await renderState();
    expect(result.current.today).toBe('2026-03-09');
    vi.setSystemTime(Date.parse('2026-03-10T12:00:00.000Z'));
    rerender({});
    expect(result.current.today).toBe('2026-03-09');
    rerender({ today: '2026-03-12' });
    expect(result.current.today).toBe('2026-03-12');
  });

  it('starts empty, or from defaultValues read on the first render only', async () => {
    const empty = await renderState({ today: '2026-03-09' });
    expect(empty.result.current.form.getValues()).toEqual({
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      dateOfBirth: '',
      location: '',
      additionalInformation: '',
      consent: false,
    });
    const { result, rerender } = await renderState({
      today: '2026-03-09',
      defaultValues: { firstName: 'Ada', email: 'ada@example.com' },
    });
    expect(result.current.form.getValues()).toMatchObject({ firstName: 'Ada', lastName: '', email: 'ada@example.com' });
    rerender({ today: '2026-03-09', defaultValues: { firstName: 'Grace' } });
    expect(result.current.form.getValues('firstName')).toBe('Ada');
  });

  it('refuses an empty form with message keys for the shown fields only', async () => {
    const { result } = await renderState({ today: '2026-03-09' });
    const { onValid, onInvalid } = await submit(result.current);
    expect(onValid).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledOnce();
    expect(Object.keys(onInvalid.mock.calls[0]?.[0] ?? {}).sort()).toEqual(['email', 'firstName', 'lastName', 'phone']);
    expect(errorOf(result.current, 'firstName')).toBe(validationMessages.required);
    expect(errorOf(result.current, 'dateOfBirth')).toBeUndefined();
  });

  it('hands over the checked details: trimmed, hidden and blank optional fields left out', async () => {
    const { result } = await renderState({
      today: '2026-03-09',
      dateOfBirth: 'optional',
      additionalInformation: 'optional',
      defaultValues: { ...ADA, dateOfBirth: '', additionalInformation: '   ', location: 'ignored' },
    });
    const { onValid } = await submit(result.current);
    expect(onValid).toHaveBeenCalledOnce();
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+31 20 123 4567',
    });
  });

  it('does not move focus to the first invalid field itself', async () => {
    const { result, email } = await renderState({ today: '2026-03-09' });
    await submit(result.current);
    expect(errorOf(result.current, 'email')).toBe(validationMessages.required);
    expect(document.activeElement).not.toBe(email());
  });

  it('checks a field first when it is left, then on every change', async () => {
    const { result, email } = await renderState({ today: '2026-03-09' });
    await settle(() => {
      email().focus();
      type(email(), 'ada@');
    });
    expect(errorOf(result.current, 'email')).toBeUndefined();
    await settle(() => email().blur());
    expect(errorOf(result.current, 'email')).toBe(validationMessages.emailInvalid);
    await settle(() => type(email(), 'ada@example.com'));
    expect(errorOf(result.current, 'email')).toBeUndefined();
    await settle(() => type(email(), 'ada'));
    expect(errorOf(result.current, 'email')).toBe(validationMessages.emailInvalid);
  });

  it('refuses a date of birth after today', async () => {
    const { result } = await renderState({
      today: '2026-03-09',
      dateOfBirth: 'required',
      defaultValues: { ...ADA, dateOfBirth: '2026-03-10' },
    });
    const { onValid } = await submit(result.current);
    expect(onValid).not.toHaveBeenCalled();
    expect(errorOf(result.current, 'dateOfBirth')).toBe(validationMessages.dateOfBirthInFuture);
    await settle(() => result.current.form.setValue('dateOfBirth', '2026-03-09'));
    const second = await submit(result.current);
    expect(second.onValid.mock.calls[0]?.[0]).toMatchObject({ dateOfBirth: '2026-03-09' });
  });

  it('accepts only the given locations, and follows a change of them', async () => {
    const options: DetailsFormStateOptions = {
      today: '2026-03-09',
      location: 'required',
      locations: ['Amsterdam', 'Utrecht'],
      defaultValues: { ...ADA, location: 'Rotterdam' },
    };
    const { result, rerender } = await renderState(options);
    expect((await submit(result.current)).onValid).not.toHaveBeenCalled();
    expect(errorOf(result.current, 'location')).toBe(validationMessages.invalid);
    rerender({ ...options, locations: ['Amsterdam', 'Rotterdam'] });
    const { onValid } = await submit(result.current);
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({ location: 'Rotterdam' });
  });

  it('keeps additional information to the given length', async () => {
    const { result } = await renderState({
      today: '2026-03-09',
      additionalInformation: 'optional',
      additionalInformationMaxLength: 10,
      defaultValues: { ...ADA, additionalInformation: 'Twelve chars' },
    });
    await submit(result.current);
    expect(errorOf(result.current, 'additionalInformation')).toBe(validationMessages.tooLong);
  });

  it('needs the consent ticked when there is a consent text', async () => {
    const { result } = await renderState({ today: '2026-03-09', consentText: 'I agree.', defaultValues: ADA });
    expect((await submit(result.current)).onValid).not.toHaveBeenCalled();
    expect(errorOf(result.current, 'consent')).toBe(validationMessages.required);
    await settle(() => result.current.form.setValue('consent', true));
    const { onValid } = await submit(result.current);
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({ consent: true });
  });

  it('disables every control while the form is unavailable, and enables them again', async () => {
    const { result, email, rerender } = await renderState({ today: '2026-03-09', isDisabled: true });
    expect(result.current.isDisabled).toBe(true);
    expect(result.current.form.formState.disabled).toBe(true);
    expect(email().disabled).toBe(true);
    rerender({ today: '2026-03-09', isDisabled: false });
    await settle();
    expect(result.current.isDisabled).toBe(false);
    expect(email().disabled).toBe(false);
  });
});
