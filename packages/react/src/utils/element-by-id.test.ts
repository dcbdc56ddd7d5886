import { describe, expect, it } from 'vitest';
import { elementById } from './element-by-id';

/** Focus targets are found in the widget's own tree, also when it lives in a shadow root. */
describe('elementById', () => {
  it('finds an element of the document from any node in it', () => {
    const host = document.createElement('div');
    host.innerHTML = '<p id="bk-doc-target">here</p>';
    document.body.append(host);
    expect(elementById(host, 'bk-doc-target')?.textContent).toBe('here');
    host.remove();
  });

  it('finds an element inside a shadow root, where document.getElementById finds nothing', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<section><button id="bk-shadow-target">Add guest</button></section>';
    const anchor = shadow.querySelector('section');
    expect(document.getElementById('bk-shadow-target')).toBeNull();
    expect(elementById(anchor, 'bk-shadow-target')?.textContent).toBe('Add guest');
    host.remove();
  });

  it('finds nothing from a node that is not in a page, or from no node', () => {
    const detached = document.createElement('div');
    detached.innerHTML = '<p id="bk-detached">x</p>';
    expect(elementById(detached, 'bk-detached')).toBeNull();
    expect(elementById(null, 'bk-detached')).toBeNull();
  });
});
