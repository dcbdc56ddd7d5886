import { describe, expect, it } from 'vitest';
import { optionKeys, splitProps } from './split-props';

interface StateOptions {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

/** A root's props: the state options and its element's. */
type RootProps = StateOptions & { id?: string; 'aria-label'?: string };

const STATE_OPTIONS = optionKeys<StateOptions>()({ value: true, defaultValue: true, onValueChange: true });

describe('splitProps', () => {
  it('hands the named options on and keeps the rest for the element', () => {
    const onValueChange = () => undefined;
    const [options, rest] = splitProps<RootProps, keyof StateOptions>(
      { value: 'a', onValueChange, id: 'root', 'aria-label': 'Zones' },
      STATE_OPTIONS,
    );
    expect(options).toEqual({ value: 'a', onValueChange });
    expect(rest).toEqual({ id: 'root', 'aria-label': 'Zones' });
  });

  it('leaves out an option given as undefined, so that the hook’s default applies, and never passes it to the element', () => {
    // A JavaScript caller (or a spread of another component's props) may pass `value={undefined}`.
    const props = { value: undefined, defaultValue: 'b', id: 'root' } as unknown as RootProps;
    const [options, rest] = splitProps(props, STATE_OPTIONS);
    expect(options).toEqual({ defaultValue: 'b' });
    expect('value' in options).toBe(false);
    expect('value' in rest).toBe(false);
  });

  it('keeps null, which means none', () => {
    const [options] = splitProps({ value: null } as unknown as RootProps, STATE_OPTIONS);
    expect(options).toEqual({ value: null });
  });
});

describe('optionKeys', () => {
  it('lists every key of the options once', () => {
    expect(STATE_OPTIONS).toEqual(['value', 'defaultValue', 'onValueChange']);
  });
});
