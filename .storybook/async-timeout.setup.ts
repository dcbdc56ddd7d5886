/**
 * How long `findBy…`, `waitFor` and `waitForElementToBeRemoved` wait in the stories' play functions
 * and the react unit tests: Testing Library's default, 1 s, is shorter than a busy 2-core CI machine
 * sometimes takes to render a step (the stories run beside the server suites there). A test that
 * waits for something that never comes still fails, only later.
 */
import { configure } from 'storybook/test';

configure({ asyncUtilTimeout: 10_000 });
