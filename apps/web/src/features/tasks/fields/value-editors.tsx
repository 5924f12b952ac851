import { MONEY_PATTERN } from "@bearish/shared/tasks/task-custom-elements";
import { isMoneyInput, PERCENT_PLACEHOLDER, parsePhone, snapRating } from "@bearish/shared/tasks/task-rules";
import type { CustomField } from "@bearish/shared/workspaces/custom-fields";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import InputAdornment from "@mui/material/InputAdornment";
import Rating from "@mui/material/Rating";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type FieldEditorProps, type FieldValue, readNumber, readString } from "./field-props";

/** Local text that follows the stored value until edited, saved on blur when it changed. */
function useDraft(stored: string) {
  const [draft, setDraft] = useState(stored);
  const [seen, setSeen] = useState(stored);
  if (seen !== stored) {
    setSeen(stored);
    setDraft(stored);
  }
  return { draft, setDraft, changed: draft !== stored };
}

export function TextFieldEditor({ field, value, onSave, disabled }: FieldEditorProps) {
  const { t } = useTranslation();
  const { draft, setDraft, changed } = useDraft(readString(value, "paragraph"));
  return (
    <TextField
      multiline
      minRows={2}
      fullWidth
      size="small"
      disabled={disabled}
      placeholder={t("taskCard.editors.paragraph")}
      slotProps={{ htmlInput: { "aria-label": field.name } }}
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={() => changed && onSave(draft === "" ? null : { paragraph: draft })}
    />
  );
}

/** NUMBER and PERCENTAGE: a number saved on blur; empty clears. Percent has the 0-100 placeholder, no bound. */
export function NumberFieldEditor({ field, value, onSave, disabled }: FieldEditorProps) {
  const key = field.type === "PERCENTAGE" ? "percentage" : "number";
  const { draft, setDraft, changed } = useDraft(readString(value, key));
  return (
    <TextField
      type="number"
      size="small"
      disabled={disabled}
      placeholder={field.type === "PERCENTAGE" ? PERCENT_PLACEHOLDER : undefined}
      slotProps={{
        htmlInput: { "aria-label": field.name, step: "any" },
        input: field.type === "PERCENTAGE" ? { endAdornment: <InputAdornment position="end">%</InputAdornment> } : {},
      }}
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={() => {
        if (!changed) return;
        const n = Number(draft);
        if (draft.trim() === "") onSave(null);
        else if (Number.isFinite(n)) onSave({ [key]: n });
      }}
    />
  );
}

/** MONEY: keystrokes are filtered to digits and one decimal point (spec §5); the currency comes from the field. */
export function MoneyFieldEditor({
  field,
  value,
  onSave,
  disabled,
}: FieldEditorProps<Extract<CustomField, { type: "MONEY" }>>) {
  const { t } = useTranslation();
  const currency = field.options.currency;
  const { draft, setDraft, changed } = useDraft(readString(value, "money"));
  return (
    <TextField
      size="small"
      disabled={disabled}
      placeholder={t("taskCard.editors.money", { currency })}
      slotProps={{
        htmlInput: { "aria-label": field.name, inputMode: "decimal" },
        input: { startAdornment: <InputAdornment position="start">{currency}</InputAdornment> },
      }}
      value={draft}
      onChange={(e) => {
        if (isMoneyInput(e.target.value)) setDraft(e.target.value);
      }}
      onBlur={() => {
        if (!changed) return;
        if (draft === "") onSave(null);
        else if (MONEY_PATTERN.test(draft)) onSave({ money: draft });
      }}
    />
  );
}

/** RATING: stars up to the field's max, in half steps. */
export function RatingFieldEditor({
  field,
  value,
  onSave,
  disabled,
}: FieldEditorProps<Extract<CustomField, { type: "RATING" }>>) {
  const max = field.options.max;
  const stored = readNumber(value, "rating");
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1 }} role="group" aria-label={field.name}>
      <Rating
        name={`rating-${field.id}`}
        value={stored}
        max={max}
        precision={0.5}
        readOnly={disabled}
        onChange={(_e, next) => onSave(next === null ? null : { rating: snapRating(next, max) })}
      />
      <Typography variant="body2" color="text.secondary" data-testid={`rating-value-${field.id}`}>
        {stored ?? 0} / {max}
      </Typography>
    </Box>
  );
}

/** PHONE_NUMBER: checked with libphonenumber-js; stored as E.164, shown in international form. */
export function PhoneFieldEditor({ field, value, onSave, disabled }: FieldEditorProps) {
  const { t } = useTranslation();
  const stored = readString(value, "phone");
  const shown = stored
    ? (() => {
        const parsed = parsePhone(stored);
        return parsed.ok ? parsed.international : stored;
      })()
    : "";
  const { draft, setDraft, changed } = useDraft(shown);
  const [error, setError] = useState(false);
  return (
    <TextField
      size="small"
      disabled={disabled}
      type="tel"
      placeholder="+1 415 555 2671"
      error={error}
      helperText={error ? t("taskCard.editors.phoneInvalid") : undefined}
      slotProps={{ htmlInput: { "aria-label": field.name } }}
      value={draft}
      onChange={(e) => {
        setDraft(e.target.value);
        setError(false);
      }}
      onBlur={() => {
        if (!changed) return;
        if (draft.trim() === "") {
          onSave(null);
          return;
        }
        const parsed = parsePhone(draft);
        if (!parsed.ok) {
          setError(true);
          return;
        }
        setDraft(parsed.international);
        onSave({ phone: parsed.e164 });
      }}
    />
  );
}

function readLocation(value: FieldValue): { title: string; address: string } {
  const loc = value?.location;
  if (loc && typeof loc === "object") {
    const l = loc as Record<string, unknown>;
    return {
      title: typeof l.title === "string" ? l.title : "",
      address: typeof l.address === "string" ? l.address : "",
    };
  }
  return { title: "", address: "" };
}

/** LOCATION: a title and an address, saved together. */
export function LocationFieldEditor({ field, value, onSave, disabled }: FieldEditorProps) {
  const { t } = useTranslation();
  const stored = readLocation(value);
  // Like useDraft: the inputs follow the stored place (another person's change) until edited.
  const { draft: title, setDraft: setTitle } = useDraft(stored.title);
  const { draft: address, setDraft: setAddress } = useDraft(stored.address);
  const changed = title !== stored.title || address !== stored.address;
  return (
    <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center" }} aria-label={field.name} role="group">
      <TextField
        size="small"
        label={t("taskCard.editors.locationTitle")}
        value={title}
        disabled={disabled}
        onChange={(e) => setTitle(e.target.value)}
      />
      <TextField
        size="small"
        label={t("taskCard.editors.locationAddress")}
        value={address}
        disabled={disabled}
        onChange={(e) => setAddress(e.target.value)}
        sx={{ flex: 1, minWidth: 180 }}
      />
      {disabled ? null : (
        <Button
          size="small"
          disabled={!changed}
          onClick={() => onSave(title.trim() ? { location: { title: title.trim(), address: address.trim() } } : null)}
        >
          {t("taskCard.editors.save")}
        </Button>
      )}
    </Box>
  );
}
