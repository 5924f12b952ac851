import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { AuthCard } from "../components/auth-card";
import { OtpStep } from "../components/otp-step";
import { SignupForm } from "../components/signup-form";

interface CodeSent {
  email: string;
  expiresInMinutes: number;
}

/** Signup in two steps: the form, then the 6-digit code mailed to the address. */
export function SignupPage() {
  const { t } = useTranslation();
  const [codeSent, setCodeSent] = useState<CodeSent | null>(null);

  if (codeSent) {
    return (
      <AuthCard
        title={t("auth.code.title")}
        subtitle={
          <Trans
            i18nKey="auth.code.sentTo"
            values={{ email: codeSent.email, minutes: codeSent.expiresInMinutes }}
            components={{ email: <strong dir="ltr" style={{ overflowWrap: "anywhere" }} /> }}
          />
        }
      >
        <OtpStep email={codeSent.email} onChangeEmail={() => setCodeSent(null)} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("auth.signup.title")} subtitle={t("auth.signup.subtitle")}>
      <SignupForm onCodeSent={setCodeSent} />
    </AuthCard>
  );
}
