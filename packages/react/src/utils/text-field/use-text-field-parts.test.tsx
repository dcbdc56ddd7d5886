import { act, type ReactNode, type Ref, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { mergePartProps } from '../merge-part-props';
import { type TextFieldPartsOptions, textFieldIds, useTextFieldParts } from './use-text-field-parts';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type FieldProps = Partial<TextFieldPartsOptions> & { inputRef?: Ref<HTMLInputElement>; error?: string; hint?: string };

/** A field built from the block the way the primitives' parts spread it, with its own value state. */
function Field({ inputRef, error, hint, onChange, ...options }: FieldProps) {
  const [value, setValue] = useState('');
  const field = useTextFieldParts({
    id: 'guest-name',
    value,
    onChange: (next) => {
      setValue(next);
      onChange?.(next);
    },
    isInvalid: error !== undefined,
    isRequired: true,
    hasDescription: hint !== undefined,
    ...options,
  });
  return (
    <div {...field.fieldProps} data-testid="field">
      <label {...field.labelProps} htmlFor={field.labelProps.htmlFor}>
        Name
      </label>
      {hint === undefined ? null : <p {...field.descriptionProps}>{hint}</p>}
      <input {...mergePartProps(field.inputProps, { ref: inputRef })} />
      {error === undefined ? null : <p {...field.errorMessageProps}>{error}</p>}
    </div>
  );
}

/** Renders into a container in the page (optionally in a shadow root); unmounted when the test ends. */
function render(element: ReactNode, { shadow = false } = {}) {
  const host = document.createElement('div');
  document.body.append(host);
  const container = shadow ? (host.attachShadow({ mode: 'open' }) as unknown as HTMLElement) : host;
  const mount = document.createElement('div');
  container.append(mount);
  const root = createRoot(mount);
  act(() => root.render(element));
  onTestFinished(() => {
    act(() => root.unmount());
    host.remove();
  });
  return { container, rerender: (next: ReactNode) => act(() => root.render(next)) };
}

const part = (container: ParentNode, selector: string) => container.querySelector(selector) as HTMLElement;

describe('useTextFieldParts', () => {
  it('derives the parts ids from the input id, unless the primitive gives its own', () => {
    expect(textFieldIds('bk-email')).toEqual({
      input: 'bk-email',
      label: 'bk-email-label',
      description: 'bk-email-description',
      error: 'bk-email-error',
    });
    expect(textFieldIds('bk-email-input', { label: 'bk-email-label', description: 'bk-email-help' })).toMatchObject({
      label: 'bk-email-label',
      description: 'bk-email-help',
      error: 'bk-email-input-error',
    });
  });

  it("labels the input through react-aria's useTextField: for, aria-labelledby, aria-required and required", () => {
    const { container } = render(<Field />);
    const input = part(container, 'input') as HTMLInputElement;
    const label = part(container, 'label');
    expect(label.id).toBe('guest-name-label');
    expect(label.getAttribute('for')).toBe('guest-name');
    expect(input.id).toBe('guest-name');
    expect(input.getAttribute('aria-labelledby')).toBe('guest-name-label');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.required).toBe(true);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('says aria-invalid="false" while valid when asked (the guest list and form renderer always have)', () => {
    const { container, rerender } = render(<Field statesValid />);
    expect(part(container, 'input').getAttribute('aria-invalid')).toBe('false');
    rerender(<Field statesValid error="Name is required" />);
    expect(part(container, 'input').getAttribute('aria-invalid')).toBe('true');
  });

  it('describes the input by the hint and the error only while they are rendered, with state attributes on every part', () => {
    const { container, rerender } = render(<Field hint="As on your ID." />);
    const input = part(container, 'input');
    expect(input.getAttribute('aria-describedby')).toBe('guest-name-description');
    expect(input.hasAttribute('data-invalid')).toBe(false);
    rerender(<Field hint="As on your ID." error="Name is required" />);
    expect(input.getAttribute('aria-describedby')).toBe('guest-name-description guest-name-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    for (const element of [
      part(container, '[data-testid="field"]'),
      part(container, 'label'),
      input,
      part(container, '#guest-name-error'),
    ])
      expect(element.hasAttribute('data-invalid') && element.hasAttribute('data-required')).toBe(true);
    rerender(<Field />);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('wires the ids inside a shadow root too, where react-aria alone finds no description by id', () => {
    const { container } = render(<Field hint="As on your ID." error="Name is required" />, { shadow: true });
    const input = part(container, 'input');
    expect(input.getAttribute('aria-describedby')).toBe('guest-name-description guest-name-error');
    expect(part(container, '#guest-name-description').textContent).toBe('As on your ID.');
  });

  it('reports each change as text, and keeps the value its owner gives', () => {
    const onChange = vi.fn();
    const { container } = render(<Field onChange={onChange} />);
    const input = part(container, 'input') as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    act(() => {
      setter?.call(input, 'Grace');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(onChange).toHaveBeenCalledWith('Grace');
    expect(input.value).toBe('Grace');
  });

  it("merges a consumer's ref with the block's own (react-aria needs it), never replacing it", () => {
    const inputRef = vi.fn();
    const { container } = render(<Field inputRef={inputRef} />);
    expect(inputRef).toHaveBeenCalledWith(part(container, 'input'));
  });

  it('is read-only or disabled as asked, with the type it is given', () => {
    const { container, rerender } = render(<Field isReadOnly />);
    expect((part(container, 'input') as HTMLInputElement).readOnly).toBe(true);
    rerender(<Field isDisabled type="email" />);
    const input = part(container, 'input') as HTMLInputElement;
    expect(input.disabled).toBe(true);
    expect(input.type).toBe('email');
  });
});
