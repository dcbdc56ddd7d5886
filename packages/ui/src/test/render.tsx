/**
 * ui's unit tests render as react's do: into a container in the test's page, unmounted when the
 * test ends (not exported from the package). One helper for both, from react's test folder.
 * @example const container = render(<Button>Book</Button>);
 */
export { render } from '../../../react/src/test/render';
