import { PASSWORD_RULES } from "@bearish/shared/auth/password-rules";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { EMPTY_NEW_PASSWORD, isNewPasswordValid, NewPasswordFields } from "./new-password-fields";

function Harness() {
  const [value, setValue] = useState(EMPTY_NEW_PASSWORD);
  return (
    <>
      <NewPasswordFields label="Password" value={value} onChange={setValue} />
      <button type="submit" disabled={!isNewPasswordValid(value)}>
        Submit
      </button>
    </>
  );
}

function ruleState(label: string): "met" | "unmet" {
  const item = screen.getByText(label).closest("li");
  if (!item) throw new Error(`no list item for ${label}`);
  return within(item).queryByRole("img", { name: "Met" }) ? "met" : "unmet";
}

describe("NewPasswordFields", () => {
  it("lists every rule with a cross until the password meets it", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    for (const rule of PASSWORD_RULES) expect(ruleState(rule.label)).toBe("unmet");

    await user.type(screen.getByLabelText("Password"), "abc1");
    expect(ruleState("A lowercase letter")).toBe("met");
    expect(ruleState("A digit")).toBe("met");
    expect(ruleState("An uppercase letter")).toBe("unmet");
    expect(ruleState("At least 8 characters")).toBe("unmet");
    expect(ruleState("A special character")).toBe("unmet");

    await user.type(screen.getByLabelText("Password"), "DEF!");
    for (const rule of PASSWORD_RULES) expect(ruleState(rule.label)).toBe("met");
  });

  it("reports a mismatched confirmation only once the field has been touched", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText("Password"), "Correct-horse1!");
    await user.type(screen.getByLabelText("Confirm password"), "Correct");
    expect(screen.queryByText("Passwords do not match")).not.toBeInTheDocument();

    await user.tab();
    expect(screen.getByText("Passwords do not match")).toBeInTheDocument();
    expect(screen.getByLabelText("Confirm password")).toHaveAttribute("aria-invalid", "true");

    await user.type(screen.getByLabelText("Confirm password"), "-horse1!");
    expect(screen.queryByText("Passwords do not match")).not.toBeInTheDocument();
  });

  it("keeps submit disabled until every rule is met and the confirmation matches", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const submit = screen.getByRole("button", { name: "Submit" });
    await user.type(screen.getByLabelText("Password"), "weakpass");
    await user.type(screen.getByLabelText("Confirm password"), "weakpass");
    expect(submit).toBeDisabled();

    await user.clear(screen.getByLabelText("Password"));
    await user.type(screen.getByLabelText("Password"), "Weakpass1!");
    expect(submit).toBeDisabled();

    await user.clear(screen.getByLabelText("Confirm password"));
    await user.type(screen.getByLabelText("Confirm password"), "Weakpass1!");
    expect(submit).toBeEnabled();
  });
});
