import type { CustomField } from "@bearish/shared/workspaces/custom-fields";
import type { FieldEditorProps } from "./field-props";
import { ApprovalFieldEditor, ConnectedFieldEditor, TimeLogFieldEditor, WatcherFieldEditor } from "./linked-editors";
import { ChecklistFieldEditor, FormulaFieldEditor, ProgressFieldEditor, VotingFieldEditor } from "./misc-editors";
import { SelectFieldEditor } from "./select-editor";
import {
  LocationFieldEditor,
  MoneyFieldEditor,
  NumberFieldEditor,
  PhoneFieldEditor,
  RatingFieldEditor,
  TextFieldEditor,
} from "./value-editors";

/** The editor of one custom field, chosen by its type. */
export function FieldEditor(props: FieldEditorProps) {
  const { field } = props;
  const as = <F extends CustomField>(f: F) => ({ ...props, field: f });
  switch (field.type) {
    case "TEXT":
      return <TextFieldEditor {...props} />;
    case "NUMBER":
    case "PERCENTAGE":
      return <NumberFieldEditor {...props} />;
    case "MONEY":
      return <MoneyFieldEditor {...as(field)} />;
    case "RATING":
      return <RatingFieldEditor {...as(field)} />;
    case "PHONE_NUMBER":
      return <PhoneFieldEditor {...props} />;
    case "LOCATION":
      return <LocationFieldEditor {...props} />;
    case "SINGLE_SELECT":
    case "MULTI_SELECT":
      return <SelectFieldEditor {...as(field)} />;
    case "CHECKLIST":
      return <ChecklistFieldEditor {...props} />;
    case "PROGRESS":
      return <ProgressFieldEditor {...as(field)} />;
    case "FORMULA":
      return <FormulaFieldEditor {...as(field)} />;
    case "VOTING":
      return <VotingFieldEditor {...props} />;
    case "WATCHER":
      return <WatcherFieldEditor {...props} />;
    case "CONNECTED":
      return <ConnectedFieldEditor {...props} />;
    case "DATE_TIME_LOG":
      return <TimeLogFieldEditor {...props} />;
    case "APPROVAL":
      return <ApprovalFieldEditor {...props} />;
  }
}
