import { CodeBlock as BaseCodeBlock, type CodeBlockOptions } from "@tiptap/extension-code-block";
import type { ParsedElement } from "../define-block";
import { DEFAULT_CODE_LANGUAGE } from "../editor-constants";

const LANGUAGE = /^[a-zA-Z0-9+#._-]{1,40}$/;
const MACRO_ID = /^[\w.:-]{1,100}$/;
const LANGUAGE_CLASS_PREFIX = "language-";

/** A language name, else the default (javascript). */
export function codeLanguage(value: unknown): string {
  return typeof value === "string" && LANGUAGE.test(value) ? value : DEFAULT_CODE_LANGUAGE;
}

export function codeMacroId(value: unknown): string {
  return typeof value === "string" && MACRO_ID.test(value) ? value : "";
}

function languageOf(element: ParsedElement): string {
  const own = element.getAttribute("data-language");
  if (own) return codeLanguage(own);
  const code = element.firstElementChild;
  const className = code
    ? Array.from(code.classList).find((name: string) => name.startsWith(LANGUAGE_CLASS_PREFIX))
    : undefined;
  return codeLanguage(className?.slice(LANGUAGE_CLASS_PREFIX.length));
}

/**
 * Spec §3 code block: language (default javascript) and macroId; the code is the node's text.
 * Replaces StarterKit's, keeping `<pre><code>` so code pasted from other pages parses.
 */
export const CodeBlock = BaseCodeBlock.extend({
  addOptions(): CodeBlockOptions {
    return {
      ...(this.parent?.() as CodeBlockOptions),
      languageClassPrefix: LANGUAGE_CLASS_PREFIX,
      defaultLanguage: DEFAULT_CODE_LANGUAGE,
    };
  },
  addAttributes() {
    return {
      language: {
        default: DEFAULT_CODE_LANGUAGE,
        rendered: false,
        parseHTML: (element: ParsedElement) => languageOf(element),
      },
      macroId: {
        default: "",
        rendered: false,
        parseHTML: (element: ParsedElement) => codeMacroId(element.getAttribute("data-macro-id")),
      },
    };
  },
  renderHTML({ node, HTMLAttributes }) {
    const language = codeLanguage(node.attrs.language);
    const macroId = codeMacroId(node.attrs.macroId);
    return [
      "pre",
      { ...HTMLAttributes, "data-language": language, ...(macroId ? { "data-macro-id": macroId } : {}) },
      ["code", { class: `${LANGUAGE_CLASS_PREFIX}${language}` }, 0],
    ];
  },
});
