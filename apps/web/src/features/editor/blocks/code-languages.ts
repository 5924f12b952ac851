/**
 * Languages the code block offers, as [stored name, display name]. Display names are the
 * languages' own names (the same in every locale); "plaintext" is labelled through i18n.
 */
export const CODE_LANGUAGES: readonly (readonly [string, string])[] = [
  ["plaintext", ""],
  ["javascript", "JavaScript"],
  ["typescript", "TypeScript"],
  ["jsx", "JSX"],
  ["tsx", "TSX"],
  ["json", "JSON"],
  ["html", "HTML"],
  ["css", "CSS"],
  ["scss", "SCSS"],
  ["python", "Python"],
  ["java", "Java"],
  ["kotlin", "Kotlin"],
  ["c", "C"],
  ["cpp", "C++"],
  ["csharp", "C#"],
  ["go", "Go"],
  ["rust", "Rust"],
  ["ruby", "Ruby"],
  ["php", "PHP"],
  ["swift", "Swift"],
  ["sql", "SQL"],
  ["bash", "Bash"],
  ["powershell", "PowerShell"],
  ["yaml", "YAML"],
  ["xml", "XML"],
  ["markdown", "Markdown"],
  ["dockerfile", "Dockerfile"],
  ["graphql", "GraphQL"],
];

/** The display name of a stored language; unknown ones (from pasted code) show as stored. */
export function languageName(language: string): string {
  return CODE_LANGUAGES.find(([name]) => name === language)?.[1] || language;
}
