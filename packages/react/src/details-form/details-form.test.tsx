import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderInLocale } from '../test/render-in-locale';
import * as DetailsForm from './details-form';

/** Types into an input the way a browser does, so React's change handler sees it. */
function type(input: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set;
  act(() => {
    setter?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function Form({ onSubmit = vi.fn(), inputRef }: { onSubmit?: () => void; inputRef?: (node: HTMLInputElement | null) => void }) {
  return (
    <DetailsForm.Root today="2026-03-06" additionalInformation="optional" onSubmit={onSubmit}>
      <DetailsForm.Field name="firstName">
        <DetailsForm.Label />
        <DetailsForm.Input ref={inputRef} />
        <DetailsForm.Error />
      </DetailsForm.Field>
      <DetailsForm.Field name="lastName">
        <DetailsForm.Label />
        <DetailsForm.Input />
      </DetailsForm.Field>
      <DetailsForm.Field name="email">
        <DetailsForm.Label />
        <DetailsForm.Input />
        <DetailsForm.Error />
      </DetailsForm.Field>
      <DetailsForm.Field name="phone">
        <DetailsForm.Label />
        <DetailsForm.Input />
      </DetailsForm.Field>
      <DetailsForm.Field name="additionalInformation">
        <DetailsForm.Label />
        <DetailsForm.Description />
        <DetailsForm.Textarea />
        <DetailsForm.Error />
      </DetailsForm.Field>
      <DetailsForm.Submit />
    </DetailsForm.Root>
  );
}

const flush = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('DetailsForm text fields on react-aria useTextField', () => {
  it('labels the input by id and marks it required, with state attributes on the field parts', async () => {
    const { container } = await renderInLocale(<Form />);
    const input = container.querySelector<HTMLInputElement>('[data-part="input"]');
    const label = container.querySelector('[data-field="firstName"] [data-part="label"]');
    expect(input).not.toBeNull();
    expect(label?.getAttribute('for')).toBe(input?.id);
    expect(input?.getAttribute('aria-labelledby')).toBe(label?.id);
    expect(input?.getAttribute('aria-required')).toBe('true');
    expect(input?.required).toBe(true);
    expect(input?.hasAttribute('data-required')).toBe(true);
    expect(label?.hasAttribute('data-required')).toBe(true);
    expect(input?.hasAttribute('aria-invalid')).toBe(false);
    expect(input?.getAttribute('autocomplete')).toBe('given-name');
  });

  it('describes the textarea by its description while it is mounted', async () => {
    const { container } = await renderInLocale(<Form />);
    const textarea = container.querySelector<HTMLTextAreaElement>('textarea');
    const description = container.querySelector('[data-part="description"]');
    expect(description?.textContent).toMatch(/1000/);
    expect(textarea?.getAttribute('aria-describedby')).toBe(description?.id);
    expect(textarea?.hasAttribute('data-required')).toBe(false);
  });

  it('on an empty submit: the error in the spec words, linked, invalid state everywhere, focus on the field', async () => {
    const onSubmit = vi.fn();
    const { container } = await renderInLocale(<Form onSubmit={onSubmit} />);
    const form = container.querySelector('form') as HTMLFormElement;
    await act(async () => form.requestSubmit());
    await flush();
    const input = container.querySelector<HTMLInputElement>('[data-part="input"]') as HTMLInputElement;
    const error = container.querySelector('[data-field="firstName"][data-part="error"]');
    expect(error?.textContent).toBe('This field is required');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(error?.id);
    expect(input.hasAttribute('data-invalid')).toBe(true);
    expect(error?.hasAttribute('data-invalid')).toBe(true);
    expect(container.querySelector('[data-field="firstName"][data-part="field"]')?.hasAttribute('data-invalid')).toBe(true);
    expect(document.activeElement).toBe(input);
    expect(onSubmit).not.toHaveBeenCalled();

    type(input, 'Ada');
    await flush();
    type(container.querySelector('[data-field="lastName"] input') as HTMLInputElement, 'Lovelace');
    type(container.querySelector('[data-field="email"] input') as HTMLInputElement, 'ada@example.com');
    type(container.querySelector('[data-field="phone"] input') as HTMLInputElement, '+31 20 123 4567');
    await flush();
    expect(input.value).toBe('Ada');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(container.querySelector('[data-field="firstName"][data-part="error"]')).toBeNull();
    await act(async () => form.requestSubmit());
    await flush();
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ firstName: 'Ada' });
  });

  it('checks a field when it is left, but not while the pointer presses the submit button (the button stays under it)', async () => {
    const { container } = await renderInLocale(<Form />);
    const email = container.querySelector('[data-field="email"] input') as HTMLInputElement;
    const submit = container.querySelector('[data-part="submit"]') as HTMLButtonElement;
    const emailError = () => container.querySelector('[data-field="email"][data-part="error"]');
    type(email, 'grace@invalid');
    // The browser reports the button as pressed (`:active`) while the pointer is down on it.
    const matches = vi.spyOn(submit, 'matches').mockImplementation((selector) => selector === ':active');
    await act(async () => {
      email.focus();
      submit.focus();
    });
    await flush();
    expect(emailError()).toBeNull();
    matches.mockRestore();
    // Tabbing to the button is leaving the field: it is checked.
    await act(async () => {
      email.focus();
      submit.focus();
    });
    await flush();
    expect(emailError()?.textContent).toBe('Email is invalid!');
  });

  it("merges the consumer's ref with react-aria's and react-hook-form's", async () => {
    const inputRef = vi.fn();
    const { container } = await renderInLocale(<Form inputRef={inputRef} />);
    const input = container.querySelector('[data-part="input"]');
    expect(inputRef).toHaveBeenCalledWith(input);
    const form = container.querySelector('form') as HTMLFormElement;
    await act(async () => form.requestSubmit());
    await flush();
    // react-hook-form's own ref still reaches the input: it is what moves focus there.
    expect(document.activeElement).toBe(input);
  });

  it('gives the select and the consent box, which stay registered controls, the same state attributes', async () => {
    const { container } = await renderInLocale(
      <DetailsForm.Root today="2026-03-06" location="required" locations={['Amsterdam', 'Utrecht']} consentText="I agree.">
        <DetailsForm.Field name="location">
          <DetailsForm.Label />
          <DetailsForm.Select />
          <DetailsForm.Error />
        </DetailsForm.Field>
        <DetailsForm.Field name="consent">
          <DetailsForm.Checkbox />
          <DetailsForm.Label />
          <DetailsForm.Error />
        </DetailsForm.Field>
      </DetailsForm.Root>,
    );
    const form = container.querySelector('form') as HTMLFormElement;
    await act(async () => form.requestSubmit());
    await flush();
    for (const field of ['location', 'consent']) {
      const parts = container.querySelectorAll(`[data-field="${field}"] [data-part], [data-field="${field}"][data-part="error"]`);
      expect(parts.length).toBeGreaterThanOrEqual(3);
      for (const part of parts) expect(part.hasAttribute('data-invalid') && part.hasAttribute('data-required')).toBe(true);
    }
    const select = container.querySelector('select') as HTMLSelectElement;
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe(
      container.querySelector('[data-field="location"][data-part="error"]')?.id,
    );
  });

  it('with nativeSubmit, posts the checked form as the browser does (names, values, submitter), and only once it is valid', async () => {
    const onSubmit = vi.fn();
    const posts: { prevented: boolean; data: Record<string, FormDataEntryValue> }[] = [];
    // After React: what the browser would do with each submit event (and stop it leaving the test page).
    const watch = (event: Event) => {
      const submit = event as SubmitEvent;
      const data = new FormData(submit.target as HTMLFormElement, submit.submitter);
      posts.push({ prevented: event.defaultPrevented, data: Object.fromEntries(data) });
      event.preventDefault();
    };
    window.addEventListener('submit', watch);
    try {
      const { container } = await renderInLocale(
        <DetailsForm.Root today="2026-03-06" phone="hidden" nativeSubmit method="post" onSubmit={onSubmit}>
          {(['firstName', 'lastName', 'email'] as const).map((name) => (
            <DetailsForm.Field key={name} name={name}>
              <DetailsForm.Label />
              <DetailsForm.Input />
              <DetailsForm.Error />
            </DetailsForm.Field>
          ))}
          <DetailsForm.Submit name="intent" value="book" />
        </DetailsForm.Root>,
      );
      const button = container.querySelector('button[type="submit"]') as HTMLButtonElement;
      await act(async () => button.click());
      // Empty: the checks stop it, and nothing is posted.
      expect(posts).toHaveLength(1);
      expect(posts[0]?.prevented).toBe(true);
      const inputs = container.querySelectorAll('input');
      type(inputs[0] as HTMLInputElement, 'Ada');
      type(inputs[1] as HTMLInputElement, 'Lovelace');
      type(inputs[2] as HTMLInputElement, 'ada@example.com');
      await act(async () => button.click());
      await vi.waitFor(() => expect(posts).toHaveLength(3));
      expect(posts[1]?.prevented).toBe(true);
      expect(posts[2]).toEqual({
        prevented: false,
        data: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', intent: 'book' },
      });
      expect(onSubmit).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener('submit', watch);
    }
  });

  it('shows how its controls are used: hover, focus (a text field however reached), and a summary link Enter follows once', async () => {
    const { container } = await renderInLocale(
      <DetailsForm.Root today="2026-03-06" onSubmit={vi.fn()}>
        <DetailsForm.ErrorSummary />
        {(['firstName', 'lastName', 'email', 'phone'] as const).map((name) => (
          <DetailsForm.Field key={name} name={name}>
            <DetailsForm.Label />
            <DetailsForm.Input />
          </DetailsForm.Field>
        ))}
        <DetailsForm.Submit />
      </DetailsForm.Root>,
    );
    const input = container.querySelector('[data-field="firstName"] input') as HTMLInputElement;
    await act(() => userEvent.hover(input));
    expect(input.getAttribute('data-hovered')).toBe('');
    await act(() => userEvent.click(input));
    expect(input.getAttribute('data-focus-visible')).toBe('');
    await act(() => userEvent.click(container.querySelector('[data-part="submit"]') as HTMLElement));
    await flush();
    expect(document.activeElement).toBe(input);
    const hash = window.location.hash;
    // Back from the first field to the summary's last link, with the keyboard: its focus shows.
    await act(() => userEvent.keyboard('{Shift>}{Tab}{/Shift}'));
    const link = document.activeElement as HTMLAnchorElement;
    expect(link.closest('[data-part="error-summary"]')).not.toBeNull();
    expect(link.getAttribute('data-focus-visible')).toBe('');
    const target = document.getElementById(link.hash.slice(1));
    await act(() => userEvent.keyboard('{Enter}'));
    await flush();
    expect(document.activeElement).toBe(target);
    expect(window.location.hash).toBe(hash);
  });
});
