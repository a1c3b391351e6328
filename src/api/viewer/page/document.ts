/**
 * The user's own document (a quest pack…): pasted or loaded from a file, then sent as the POST
 * body of every resource that takes one (src/api/viewer/page/api.ts), so the map, key and data
 * on screen are built from it. Errors come back as JSON pointers into it, listed under the box.
 */
import { documentHelp } from './api';
import { ui } from './dom';
import { forgetExpanded } from './exits';
import { commit, pageQuery, S } from './state';
import type { Ruleset } from './types';

/** Show the box for a system whose routes take a document, with the API's own description. */
export function buildDocument(sys: Ruleset): void {
  const help = documentHelp(sys);
  ui.docBox.hidden = help === undefined;
  // The API's description in plain words: its first sentence, without code marks.
  const first = (help ?? '').split(/(?<=\.)\s/)[0] ?? '';
  ui.docHelp.textContent =
    help === undefined
      ? ''
      : `${first.replace(/`/g, '')} Errors are shown below with where they are in it.`;
  const using = S.document !== null && S.document.system === pageQuery().get('system');
  ui.docStatus.textContent = using ? 'On screen: your document.' : 'On screen: the built-in one.';
  ui.docClear.disabled = !using;
}

function use(text: string | null): void {
  const system = pageQuery().get('system') ?? '';
  S.document = text === null ? null : { system, text };
  forgetExpanded();
  commit(pageQuery());
}

export function wireDocument(): void {
  ui.docUse.addEventListener('click', () => use(ui.docText.value));
  ui.docClear.addEventListener('click', () => use(null));
  ui.docFile.addEventListener('change', () => {
    const file = ui.docFile.files?.[0];
    if (!file) return;
    void file.text().then((text) => {
      ui.docText.value = text;
      use(text);
    });
  });
}
