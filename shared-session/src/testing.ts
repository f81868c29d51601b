// Test helpers for the apps' jest tests (never imported by app code, so never in a bundle).
import { createPath, type Navigator } from './routing';

export interface TestNavigator extends Navigator {
  push: jest.Mock;
  replace: jest.Mock;
  go: jest.Mock;
}

/** A router navigator for rendering a page under test: hrefs as the portal writes them, moves recorded by jest. */
export function testNavigator(): TestNavigator {
  return {
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    push: jest.fn(),
    replace: jest.fn(),
    go: jest.fn(),
  };
}
