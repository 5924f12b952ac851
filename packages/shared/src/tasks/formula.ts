import { FORMULA_MAX_LENGTH } from "../workspaces/custom-fields";
import { MONEY_PATTERN } from "./task-custom-elements";

/**
 * The FORMULA custom field's evaluator. Safe by construction: a tokenizer and a recursive-descent
 * parser build a small tree that is walked by `evaluateFormula`; nothing is ever handed to `eval`,
 * `Function` or a regular expression built from the input, and variables are read only as own
 * properties of the map given.
 *
 * Grammar (lowest precedence first):
 *   comparison := additive (("<" | "<=" | ">" | ">=" | "==" | "!=") additive)*    answers 1 or 0
 *   additive   := term (("+" | "-") term)*
 *   term       := unary (("*" | "/" | "%") unary)*
 *   unary      := ("-" | "+") unary | power                                        (-2^2 is -4)
 *   power      := primary ("^" unary)?                                             (right-associative)
 *   primary    := number | "{" field name "}" | identifier | identifier "(" args ")" | "(" comparison ")"
 *
 * Functions (case-insensitive): SUM, AVG, MIN, MAX (one or more arguments), ROUND(x[, digits]),
 * ABS(x), IF(cond, a, b) (a when cond is not 0; only the chosen branch is evaluated).
 */

/** How deeply a formula may nest (parentheses, unary signs, powers). */
export const FORMULA_MAX_DEPTH = 50;
/** How many parsed formulas are kept. */
const CACHE_SIZE = 500;

export const FORMULA_FUNCTIONS = ["SUM", "AVG", "MIN", "MAX", "ROUND", "ABS", "IF"] as const;
export type FormulaFunction = (typeof FORMULA_FUNCTIONS)[number];

export type FormulaBinaryOperator = "+" | "-" | "*" | "/" | "%" | "^" | "<" | "<=" | ">" | ">=" | "==" | "!=";

export type FormulaNode =
  | { type: "number"; value: number }
  /** `name` is the lower-cased, trimmed field name. */
  | { type: "variable"; name: string }
  | { type: "negate"; operand: FormulaNode }
  | { type: "binary"; operator: FormulaBinaryOperator; left: FormulaNode; right: FormulaNode }
  | { type: "call"; name: FormulaFunction; args: FormulaNode[] };

export type FormulaParseResult = { ok: true; ast: FormulaNode } | { ok: false; message: string };

// ── Tokenizer ───────────────────────────────────────────────────────────────────────────────────

type Token =
  | { kind: "number"; value: number; text: string; at: number }
  | { kind: "field"; name: string; text: string; at: number }
  | { kind: "identifier"; text: string; at: number }
  | { kind: "operator"; text: FormulaBinaryOperator; at: number }
  | { kind: "punct"; text: "(" | ")" | ","; at: number }
  | { kind: "end"; text: ""; at: number };

class FormulaError extends Error {}

const isDigit = (char: string | undefined): boolean => char !== undefined && char >= "0" && char <= "9";
const isIdentifierStart = (char: string | undefined): boolean =>
  char !== undefined && ((char >= "a" && char <= "z") || (char >= "A" && char <= "Z") || char === "_");
const isIdentifierPart = (char: string | undefined): boolean => isIdentifierStart(char) || isDigit(char);
const isSpace = (char: string): boolean => char === " " || char === "\t" || char === "\n" || char === "\r";

const TWO_CHAR_OPERATORS = new Set(["<=", ">=", "==", "!="]);
const ONE_CHAR_OPERATORS = new Set(["+", "-", "*", "/", "%", "^", "<", ">"]);

/** Shows a bit of the input in an error message without echoing a whole hostile string. */
const quote = (text: string): string => JSON.stringify(text.length > 20 ? `${text.slice(0, 20)}…` : text);

function tokenize(expression: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < expression.length) {
    const char = expression.charAt(i);
    if (isSpace(char)) {
      i += 1;
      continue;
    }
    const start = i;
    if (isDigit(char) || (char === "." && isDigit(expression[i + 1]))) {
      while (isDigit(expression[i])) i += 1;
      if (expression[i] === ".") {
        i += 1;
        while (isDigit(expression[i])) i += 1;
      }
      const text = expression.slice(start, i);
      tokens.push({ kind: "number", value: Number(text), text, at: start });
      continue;
    }
    if (isIdentifierStart(char)) {
      while (isIdentifierPart(expression[i])) i += 1;
      tokens.push({ kind: "identifier", text: expression.slice(start, i), at: start });
      continue;
    }
    if (char === "{") {
      const close = expression.indexOf("}", i + 1);
      const open = expression.indexOf("{", i + 1);
      if (close === -1) throw new FormulaError(`Unclosed field reference at position ${start + 1}`);
      if (open !== -1 && open < close) throw new FormulaError(`Unexpected token "{" at position ${open + 1}`);
      const name = expression
        .slice(i + 1, close)
        .trim()
        .toLowerCase();
      if (name === "") throw new FormulaError(`Empty field reference at position ${start + 1}`);
      i = close + 1;
      tokens.push({ kind: "field", name, text: expression.slice(start, i), at: start });
      continue;
    }
    const pair = expression.slice(i, i + 2);
    if (TWO_CHAR_OPERATORS.has(pair)) {
      tokens.push({ kind: "operator", text: pair as FormulaBinaryOperator, at: start });
      i += 2;
      continue;
    }
    if (ONE_CHAR_OPERATORS.has(char)) {
      tokens.push({ kind: "operator", text: char as FormulaBinaryOperator, at: start });
      i += 1;
      continue;
    }
    if (char === "(" || char === ")" || char === ",") {
      tokens.push({ kind: "punct", text: char, at: start });
      i += 1;
      continue;
    }
    throw new FormulaError(`Unexpected token ${quote(char)} at position ${start + 1}`);
  }
  tokens.push({ kind: "end", text: "", at: expression.length });
  return tokens;
}

// ── Parser ──────────────────────────────────────────────────────────────────────────────────────

const COMPARISON_OPERATORS = new Set<string>(["<", "<=", ">", ">=", "==", "!="]);
const ARITY: Record<FormulaFunction, { min: number; max: number }> = {
  SUM: { min: 1, max: Number.POSITIVE_INFINITY },
  AVG: { min: 1, max: Number.POSITIVE_INFINITY },
  MIN: { min: 1, max: Number.POSITIVE_INFINITY },
  MAX: { min: 1, max: Number.POSITIVE_INFINITY },
  ROUND: { min: 1, max: 2 },
  ABS: { min: 1, max: 1 },
  IF: { min: 3, max: 3 },
};
const isFormulaFunction = (name: string): name is FormulaFunction =>
  (FORMULA_FUNCTIONS as readonly string[]).includes(name);

class Parser {
  private position = 0;
  private depth = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  parse(): FormulaNode {
    const node = this.comparison();
    const next = this.peek();
    if (next.kind !== "end") throw this.unexpected(next);
    return node;
  }

  private peek(): Token {
    // The token list always ends with an "end" token, and the parser never moves past it.
    return this.tokens[this.position] ?? { kind: "end", text: "", at: 0 };
  }

  private advance(): Token {
    const token = this.peek();
    if (token.kind !== "end") this.position += 1;
    return token;
  }

  private unexpected(token: Token): FormulaError {
    if (token.kind === "end") return new FormulaError("Unexpected end of formula");
    return new FormulaError(`Unexpected token ${quote(token.text)} at position ${token.at + 1}`);
  }

  private isOperator(token: Token, operators: readonly string[]): token is Token & { kind: "operator" } {
    return token.kind === "operator" && operators.includes(token.text);
  }

  private comparison(): FormulaNode {
    let left = this.additive();
    for (let next = this.peek(); next.kind === "operator" && COMPARISON_OPERATORS.has(next.text); next = this.peek()) {
      this.advance();
      left = { type: "binary", operator: next.text, left, right: this.additive() };
    }
    return left;
  }

  private additive(): FormulaNode {
    let left = this.term();
    for (let next = this.peek(); this.isOperator(next, ["+", "-"]); next = this.peek()) {
      this.advance();
      left = { type: "binary", operator: next.text, left, right: this.term() };
    }
    return left;
  }

  private term(): FormulaNode {
    let left = this.unary();
    for (let next = this.peek(); this.isOperator(next, ["*", "/", "%"]); next = this.peek()) {
      this.advance();
      left = { type: "binary", operator: next.text, left, right: this.unary() };
    }
    return left;
  }

  /** Every nesting (parentheses, arguments, signs, exponents) passes through here, so the depth is counted here. */
  private unary(): FormulaNode {
    this.depth += 1;
    if (this.depth > FORMULA_MAX_DEPTH + 1) {
      throw new FormulaError(`Formula is nested too deeply (at most ${FORMULA_MAX_DEPTH} levels)`);
    }
    try {
      const next = this.peek();
      if (this.isOperator(next, ["-", "+"])) {
        this.advance();
        const operand = this.unary();
        return next.text === "-" ? { type: "negate", operand } : operand;
      }
      return this.power();
    } finally {
      this.depth -= 1;
    }
  }

  private power(): FormulaNode {
    const base = this.primary();
    if (this.isOperator(this.peek(), ["^"])) {
      this.advance();
      return { type: "binary", operator: "^", left: base, right: this.unary() };
    }
    return base;
  }

  private primary(): FormulaNode {
    const token = this.advance();
    switch (token.kind) {
      case "number":
        return { type: "number", value: token.value };
      case "field":
        return { type: "variable", name: token.name };
      case "identifier": {
        const next = this.peek();
        if (next.kind === "punct" && next.text === "(") {
          this.advance();
          return this.call(token.text);
        }
        return { type: "variable", name: token.text.toLowerCase() };
      }
      case "punct":
        if (token.text === "(") {
          const inner = this.comparison();
          this.closeParenthesis();
          return inner;
        }
        throw this.unexpected(token);
      default:
        throw this.unexpected(token);
    }
  }

  private closeParenthesis(): void {
    const next = this.peek();
    if (next.kind === "end") throw new FormulaError("Unclosed parenthesis");
    if (next.kind !== "punct" || next.text !== ")") throw this.unexpected(next);
    this.advance();
  }

  /** After `name(`: the arguments and the closing parenthesis. */
  private call(written: string): FormulaNode {
    const name = written.toUpperCase();
    if (!isFormulaFunction(name)) {
      throw new FormulaError(`Unknown function ${quote(written)}; use ${FORMULA_FUNCTIONS.join(", ")}`);
    }
    const args: FormulaNode[] = [];
    const first = this.peek();
    if (!(first.kind === "punct" && first.text === ")")) {
      args.push(this.comparison());
      for (let next = this.peek(); next.kind === "punct" && next.text === ","; next = this.peek()) {
        this.advance();
        args.push(this.comparison());
      }
    }
    this.closeParenthesis();
    const { min, max } = ARITY[name];
    if (args.length < min || args.length > max) {
      const expected =
        min === max ? `${min}` : max === Number.POSITIVE_INFINITY ? `at least ${min}` : `${min} to ${max}`;
      const plural = expected === "1" || expected === "at least 1" ? "" : "s";
      throw new FormulaError(`${name} takes ${expected} argument${plural}`);
    }
    return { type: "call", name, args };
  }
}

const cache = new Map<string, FormulaParseResult>();

/** Parses a formula into its tree, or answers why it cannot be read. Results are cached. */
export function parseFormula(expression: string): FormulaParseResult {
  const cached = cache.get(expression);
  if (cached) return cached;
  const result = parseUncached(expression);
  if (cache.size >= CACHE_SIZE) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(expression, result);
  return result;
}

function parseUncached(expression: string): FormulaParseResult {
  if (typeof expression !== "string" || expression.trim() === "") {
    return { ok: false, message: "A formula needs an expression" };
  }
  if (expression.length > FORMULA_MAX_LENGTH) {
    return { ok: false, message: `A formula is at most ${FORMULA_MAX_LENGTH} characters` };
  }
  try {
    return { ok: true, ast: new Parser(tokenize(expression)).parse() };
  } catch (error) {
    if (error instanceof FormulaError) return { ok: false, message: error.message };
    throw error;
  }
}

/** The lower-cased field names a formula references, each once, in order of appearance ([] when it does not parse). */
export function formulaVariableNames(expression: string): string[] {
  const parsed = parseFormula(expression);
  if (!parsed.ok) return [];
  const names = new Set<string>();
  const visit = (node: FormulaNode): void => {
    switch (node.type) {
      case "variable":
        names.add(node.name);
        return;
      case "negate":
        visit(node.operand);
        return;
      case "binary":
        visit(node.left);
        visit(node.right);
        return;
      case "call":
        for (const arg of node.args) visit(arg);
        return;
      default:
        return;
    }
  };
  visit(parsed.ast);
  return [...names];
}

// ── Evaluation ──────────────────────────────────────────────────────────────────────────────────

/** Rounds to 10 decimal places so float noise (0.1 + 0.2) does not show; answers null for non-finite values. */
function tidy(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  const rounded = Number(value.toFixed(10));
  return rounded === 0 ? 0 : rounded;
}

/** ROUND: half away from zero, with digits from -15 to 15 (negative digits round to tens, hundreds…). */
function roundTo(value: number, digits: number): number {
  const places = Math.max(-15, Math.min(15, Math.trunc(digits)));
  const factor = 10 ** places;
  // toPrecision(15) first so 1.005 * 100 (100.49999999999999) rounds as the 100.5 it was written as.
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  return (Math.sign(value) * Math.round(scaled)) / factor;
}

function evaluate(node: FormulaNode, variables: Record<string, number | null>): number | null {
  switch (node.type) {
    case "number":
      return node.value;
    case "variable": {
      if (!Object.hasOwn(variables, node.name)) return null;
      const value = variables[node.name];
      return typeof value === "number" && Number.isFinite(value) ? value : null;
    }
    case "negate": {
      const operand = evaluate(node.operand, variables);
      return operand === null ? null : -operand;
    }
    case "binary": {
      const left = evaluate(node.left, variables);
      if (left === null) return null;
      const right = evaluate(node.right, variables);
      if (right === null) return null;
      return binary(node.operator, left, right);
    }
    case "call":
      return call(node.name, node.args, variables);
    default:
      return null;
  }
}

function binary(operator: FormulaBinaryOperator, left: number, right: number): number | null {
  let result: number;
  switch (operator) {
    case "+":
      result = left + right;
      break;
    case "-":
      result = left - right;
      break;
    case "*":
      result = left * right;
      break;
    case "/":
      if (right === 0) return null;
      result = left / right;
      break;
    case "%":
      if (right === 0) return null;
      result = left % right;
      break;
    case "^":
      result = left ** right;
      break;
    default: {
      // Comparisons look at the tidied values, so 0.1 + 0.2 == 0.3 holds.
      const a = tidy(left);
      const b = tidy(right);
      if (a === null || b === null) return null;
      return compare(operator, a, b) ? 1 : 0;
    }
  }
  return Number.isFinite(result) ? result : null;
}

function compare(operator: FormulaBinaryOperator, a: number, b: number): boolean {
  switch (operator) {
    case "<":
      return a < b;
    case "<=":
      return a <= b;
    case ">":
      return a > b;
    case ">=":
      return a >= b;
    case "==":
      return a === b;
    default:
      return a !== b;
  }
}

function call(
  name: FormulaFunction,
  args: readonly FormulaNode[],
  variables: Record<string, number | null>,
): number | null {
  if (name === "IF") {
    const [condition, then, otherwise] = args;
    if (!condition || !then || !otherwise) return null;
    const test = evaluate(condition, variables);
    if (test === null) return null;
    return evaluate(test !== 0 ? then : otherwise, variables);
  }
  const values: number[] = [];
  for (const arg of args) {
    const value = evaluate(arg, variables);
    if (value === null) return null;
    values.push(value);
  }
  const [first = 0, second = 0] = values;
  let result: number;
  switch (name) {
    case "SUM":
      result = values.reduce((sum, value) => sum + value, 0);
      break;
    case "AVG":
      result = values.reduce((sum, value) => sum + value, 0) / values.length;
      break;
    case "MIN":
      result = Math.min(...values);
      break;
    case "MAX":
      result = Math.max(...values);
      break;
    case "ROUND":
      result = roundTo(first, values.length > 1 ? second : 0);
      break;
    default:
      result = Math.abs(first);
  }
  return Number.isFinite(result) ? result : null;
}

/**
 * A formula's value for one task. `variables` is keyed by lower-cased, trimmed field name (see
 * `formulaVariables`). Answers null when the formula does not parse, a referenced field is
 * missing or empty, a division by zero happens, or the result is not a finite number; otherwise
 * the value rounded to 10 decimal places.
 */
export function evaluateFormula(expression: string, variables: Record<string, number | null>): number | null {
  const parsed = parseFormula(expression);
  if (!parsed.ok) return null;
  const value = evaluate(parsed.ast, variables);
  return value === null ? null : tidy(value);
}

const NUMERIC_FIELD_KEYS: Readonly<Record<string, string>> = {
  NUMBER: "number",
  MONEY: "money",
  PERCENTAGE: "percentage",
  RATING: "rating",
};

/**
 * The variables of a task's formulas: each NUMBER, MONEY, PERCENTAGE and RATING field's value
 * (null when empty) by lower-cased, trimmed field name. When two fields share a name, the first
 * one with a value wins.
 */
export function formulaVariables(
  fields: readonly { id: string; name: string; type: string }[],
  customElements: Record<string, Record<string, unknown>>,
): Record<string, number | null> {
  // No prototype, so a field named "__proto__" or "constructor" is an ordinary entry.
  const variables: Record<string, number | null> = Object.create(null);
  for (const field of fields) {
    if (!Object.hasOwn(NUMERIC_FIELD_KEYS, field.type)) continue;
    const key = NUMERIC_FIELD_KEYS[field.type] as string;
    const stored = Object.hasOwn(customElements, field.id) ? customElements[field.id] : undefined;
    const raw = stored && Object.hasOwn(stored, key) ? stored[key] : undefined;
    let value: number | null = null;
    if (typeof raw === "number" && Number.isFinite(raw)) value = raw;
    else if (field.type === "MONEY" && typeof raw === "string" && MONEY_PATTERN.test(raw.trim())) {
      value = Number(raw.trim());
    }
    const name = field.name.trim().toLowerCase();
    if (variables[name] === undefined || variables[name] === null) variables[name] = value;
  }
  return variables;
}
