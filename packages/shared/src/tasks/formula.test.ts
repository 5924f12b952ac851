import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FORMULA_MAX_LENGTH } from "../workspaces/custom-fields";
import { evaluateFormula, FORMULA_MAX_DEPTH, formulaVariableNames, formulaVariables, parseFormula } from "./formula";

const evaluate = (expression: string, variables: Record<string, number | null> = {}) =>
  evaluateFormula(expression, variables);

const errorOf = (expression: string): string => {
  const parsed = parseFormula(expression);
  if (parsed.ok) throw new Error(`expected ${JSON.stringify(expression)} to be refused`);
  return parsed.message;
};

describe("formula arithmetic", () => {
  it("follows the usual precedence", () => {
    expect(evaluate("1 + 2 * 3")).toBe(7);
    expect(evaluate("(1 + 2) * 3")).toBe(9);
    expect(evaluate("10 - 4 - 3")).toBe(3);
    expect(evaluate("24 / 4 / 2")).toBe(3);
    expect(evaluate("7 % 4 + 1")).toBe(4);
    expect(evaluate("2 * 3 ^ 2")).toBe(18);
    expect(evaluate("1 + 2 < 4")).toBe(1);
  });

  it("makes power right-associative and binds unary minus looser than power", () => {
    expect(evaluate("2 ^ 3 ^ 2")).toBe(512);
    expect(evaluate("-2 ^ 2")).toBe(-4);
    expect(evaluate("(-2) ^ 2")).toBe(4);
    expect(evaluate("2 ^ -1")).toBe(0.5);
    expect(evaluate("--3")).toBe(3);
    expect(evaluate("+3 - -3")).toBe(6);
  });

  it("reads decimals, including a leading or trailing point", () => {
    expect(evaluate("1.5 * 2")).toBe(3);
    expect(evaluate(".5 + 5.")).toBe(5.5);
  });

  it("rounds away float noise to 10 decimals", () => {
    expect(evaluate("0.1 + 0.2")).toBe(0.3);
    expect(evaluate("1.1 * 3")).toBe(3.3);
    expect(evaluate("1 / 3")).toBe(0.3333333333);
    expect(evaluate("0.1 + 0.2 == 0.3")).toBe(1);
    expect(evaluate("-0 * 5")).toBe(0);
    expect(Object.is(evaluate("-0 * 5"), -0)).toBe(false);
  });

  it("compares to 1 or 0", () => {
    expect(evaluate("2 < 3")).toBe(1);
    expect(evaluate("3 < 3")).toBe(0);
    expect(evaluate("3 <= 3")).toBe(1);
    expect(evaluate("4 > 3")).toBe(1);
    expect(evaluate("3 >= 4")).toBe(0);
    expect(evaluate("3 == 3")).toBe(1);
    expect(evaluate("3 != 3")).toBe(0);
  });
});

describe("formula functions", () => {
  it("SUM, AVG, MIN, MAX, ABS", () => {
    expect(evaluate("SUM(1, 2, 3)")).toBe(6);
    expect(evaluate("AVG(1, 2, 3, 4)")).toBe(2.5);
    expect(evaluate("MIN(4, -1, 3)")).toBe(-1);
    expect(evaluate("MAX(4, -1, 3)")).toBe(4);
    expect(evaluate("ABS(-4.5)")).toBe(4.5);
    expect(evaluate("sum(1, max(2, 5))")).toBe(6);
  });

  it("ROUND rounds half away from zero, with optional (also negative) digits", () => {
    expect(evaluate("ROUND(2.5)")).toBe(3);
    expect(evaluate("ROUND(-2.5)")).toBe(-3);
    expect(evaluate("ROUND(3.14159, 2)")).toBe(3.14);
    expect(evaluate("ROUND(1.005, 2)")).toBe(1.01);
    expect(evaluate("ROUND(1234, -2)")).toBe(1200);
  });

  it("IF picks a branch and evaluates only that one", () => {
    expect(evaluate("IF(2 > 1, 10, 20)")).toBe(10);
    expect(evaluate("IF(0, 10, 20)")).toBe(20);
    expect(evaluate("IF({Hours} == 0, 0, {Cost} / {Hours})", { hours: 0, cost: 50 })).toBe(0);
    expect(evaluate("IF({Hours} == 0, 0, {Cost} / {Hours})", { hours: 4, cost: 50 })).toBe(12.5);
    expect(evaluate("IF(1, 1, {missing})")).toBe(1);
  });

  it("checks the number of arguments", () => {
    expect(errorOf("ABS(1, 2)")).toBe("ABS takes 1 argument");
    expect(errorOf("IF(1, 2)")).toBe("IF takes 3 arguments");
    expect(errorOf("ROUND(1, 2, 3)")).toBe("ROUND takes 1 to 2 arguments");
    expect(errorOf("SUM()")).toBe("SUM takes at least 1 argument");
  });
});

describe("formula variables", () => {
  it("reads {Field name} case-insensitively after trimming, and bare identifiers", () => {
    const variables = { "story points": 5, hours_left: 2, x: 3 };
    expect(evaluate("{Story Points} * 2", variables)).toBe(10);
    expect(evaluate("{  story POINTS }", variables)).toBe(5);
    expect(evaluate("Hours_Left + x", variables)).toBe(5);
    expect(evaluate("{x}+X", variables)).toBe(6);
    expect(evaluate("{Cost (€) / h}", { "cost (€) / h": 7 })).toBe(7);
  });

  it("lists the names referenced, lower-cased, once each", () => {
    expect(formulaVariableNames("{Story Points} * rate + {story points} + SUM(Bonus, 1)")).toEqual([
      "story points",
      "rate",
      "bonus",
    ]);
    expect(formulaVariableNames("1 + 2")).toEqual([]);
    expect(formulaVariableNames("1 +")).toEqual([]);
  });

  it("answers null when a referenced variable is missing or null", () => {
    expect(evaluate("{a} + 1", {})).toBeNull();
    expect(evaluate("{a} + 1", { a: null })).toBeNull();
    expect(evaluate("SUM(1, {a})", { a: null })).toBeNull();
    expect(evaluate("-{a}", { a: null })).toBeNull();
    expect(evaluate("IF({a}, 1, 2)", { a: null })).toBeNull();
  });

  it("answers null for division by zero and non-finite results", () => {
    expect(evaluate("1 / 0")).toBeNull();
    expect(evaluate("5 % 0")).toBeNull();
    expect(evaluate("{a} / {b}", { a: 1, b: 0 })).toBeNull();
    expect(evaluate("0 ^ -1")).toBeNull();
    expect(evaluate("(-8) ^ 0.5")).toBeNull();
    expect(evaluate("10 ^ 400")).toBeNull();
    expect(evaluate("x", { x: Number.POSITIVE_INFINITY })).toBeNull();
    expect(evaluate("x", { x: Number.NaN })).toBeNull();
  });

  it("reads NUMBER, MONEY, PERCENTAGE and RATING values from a task's customElements", () => {
    const fields = [
      { id: "f1", name: "Story Points", type: "NUMBER" },
      { id: "f2", name: " Budget ", type: "MONEY" },
      { id: "f3", name: "Done %", type: "PERCENTAGE" },
      { id: "f4", name: "Rating", type: "RATING" },
      { id: "f5", name: "Empty", type: "NUMBER" },
      { id: "f6", name: "Notes", type: "TEXT" },
      { id: "f7", name: "Bad money", type: "MONEY" },
    ];
    const customElements = {
      f1: { number: 8 },
      f2: { money: "1250.50" },
      f3: { percentage: 40 },
      f4: { rating: 3.5 },
      f6: { paragraph: "12" },
      f7: { money: "1.2.3" },
    };
    const variables = formulaVariables(fields, customElements);
    expect({ ...variables }).toEqual({
      "story points": 8,
      budget: 1250.5,
      "done %": 40,
      rating: 3.5,
      empty: null,
      "bad money": null,
    });
    expect(evaluate("{Budget} * {Done %} / 100", variables)).toBe(500.2);
    expect(evaluate("{Story Points} + {Empty}", variables)).toBeNull();
  });

  it("keeps the first value when two fields share a name, and treats hostile names as plain names", () => {
    const variables = formulaVariables(
      [
        { id: "a", name: "Score", type: "NUMBER" },
        { id: "b", name: "score", type: "RATING" },
        { id: "c", name: "__proto__", type: "NUMBER" },
        { id: "d", name: "constructor", type: "NUMBER" },
      ],
      { a: {}, b: { rating: 4 }, c: { number: 1 }, d: { number: 2 } },
    );
    expect(variables.score).toBe(4);
    expect(evaluate("__proto__ + constructor", variables)).toBe(3);
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });
});

describe("formula errors", () => {
  it("explains what it cannot read", () => {
    expect(errorOf("1 +")).toBe("Unexpected end of formula");
    expect(errorOf("1 2")).toBe('Unexpected token "2" at position 3');
    expect(errorOf("1 + * 2")).toBe('Unexpected token "*" at position 5');
    expect(errorOf("(1 + 2")).toBe("Unclosed parenthesis");
    expect(errorOf("SUM(1, 2")).toBe("Unclosed parenthesis");
    expect(errorOf("1 + 2)")).toBe('Unexpected token ")" at position 6');
    expect(errorOf("SUM(1,)")).toBe('Unexpected token ")" at position 7');
    expect(errorOf("FOO(1)")).toMatch(/^Unknown function "FOO"/);
    expect(errorOf("1 = 1")).toBe('Unexpected token "=" at position 3');
    expect(errorOf("1.2.3")).toBe('Unexpected token ".3" at position 4');
    expect(errorOf("1e3")).toBe('Unexpected token "e3" at position 2');
    expect(errorOf("{a")).toBe("Unclosed field reference at position 1");
    expect(errorOf("{a{b}}")).toBe('Unexpected token "{" at position 3');
    expect(errorOf("{ }")).toBe("Empty field reference at position 1");
    expect(errorOf("")).toBe("A formula needs an expression");
    expect(errorOf("   ")).toBe("A formula needs an expression");
    expect(evaluate("1 +")).toBeNull();
  });

  it("caps the length and the nesting depth", () => {
    expect(errorOf(`${"1+".repeat(FORMULA_MAX_LENGTH)}1`)).toBe(
      `A formula is at most ${FORMULA_MAX_LENGTH} characters`,
    );
    const nested = (levels: number) => `${"(".repeat(levels)}1${")".repeat(levels)}`;
    expect(evaluate(nested(FORMULA_MAX_DEPTH))).toBe(1);
    expect(errorOf(nested(FORMULA_MAX_DEPTH + 1))).toMatch(/nested too deeply/);
    expect(errorOf(`${"-".repeat(200)}1`)).toMatch(/nested too deeply/);
    expect(errorOf(`${"2^".repeat(100)}2`)).toMatch(/nested too deeply/);
    expect(errorOf(`${"SUM(".repeat(60)}1${")".repeat(60)}`)).toMatch(/nested too deeply/);
  });
});

describe("hostile formulas", () => {
  it("never reach JavaScript objects or code", () => {
    // Bare names are only ever looked up as own properties of the variables given.
    expect(evaluate("constructor")).toBeNull();
    expect(evaluate("__proto__")).toBeNull();
    expect(evaluate("toString + 1")).toBeNull();
    expect(evaluate("{constructor}", {})).toBeNull();
    expect(evaluate("hasOwnProperty", Object.create({ hasOwnProperty: 5 }))).toBeNull();
    expect(errorOf("constructor(1)")).toMatch(/^Unknown function "constructor"/);
    expect(errorOf("__proto__(1)")).toMatch(/^Unknown function "__proto__"/);
    expect(errorOf("eval(1)")).toMatch(/^Unknown function "eval"/);
  });

  it("answers an error for code, without running it", () => {
    let ran = false;
    const guard = globalThis as { __formulaRan?: () => void };
    guard.__formulaRan = () => {
      ran = true;
    };
    const attempts = [
      "process.exit()",
      "process.exit(1)",
      "globalThis.__formulaRan()",
      "__formulaRan()",
      "constructor.constructor('return process')()",
      "this.constructor",
      "require('fs')",
      "`1`",
      "1; __formulaRan()",
      "[1].map(__formulaRan)",
      "a => a",
      "x = 1",
      "new Function('return 1')",
      "\u0000",
    ];
    try {
      for (const attempt of attempts) {
        expect(parseFormula(attempt).ok, attempt).toBe(false);
        expect(evaluate(attempt, { process: 1, a: 1, x: 1 }), attempt).toBeNull();
      }
    } finally {
      delete guard.__formulaRan;
    }
    expect(ran).toBe(false);
  });

  it("answers an error for very long and deeply nested input quickly", () => {
    const started = Date.now();
    expect(parseFormula("1".repeat(1_000_000)).ok).toBe(false);
    expect(parseFormula("(".repeat(100_000)).ok).toBe(false);
    expect(parseFormula("(".repeat(FORMULA_MAX_LENGTH)).ok).toBe(false);
    expect(parseFormula("{".repeat(FORMULA_MAX_LENGTH)).ok).toBe(false);
    expect(evaluate("-".repeat(FORMULA_MAX_LENGTH))).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe("formula properties", () => {
  it("evaluates a + b as a + b (to 10 decimals) for finite numbers", () => {
    const finite = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 });
    fc.assert(
      fc.property(finite, finite, (a, b) => {
        const expected = a + b;
        const actual = evaluateFormula("a + b", { a, b });
        expect(actual).not.toBeNull();
        expect(Math.abs((actual as number) - expected)).toBeLessThanOrEqual(5e-11 + Math.abs(expected) * 1e-15);
      }),
    );
  });

  it("never throws, whatever the input", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (expression) => {
        const parsed = parseFormula(expression);
        expect(typeof parsed.ok).toBe("boolean");
        const value = evaluateFormula(expression, {});
        expect(value === null || Number.isFinite(value)).toBe(true);
      }),
    );
  });
});
