import type { Approval, ApprovalStatus } from "@bearish/shared/tasks/task-approvals";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../auth/hooks/use-me";
import { useWorkspaceMembers } from "../../workspaces/hooks/use-members";
import { useApprovalEvents, useApprovals, useDecideApproval, useRequestApproval } from "../hooks/use-approvals";
import { fullName, membersAsPeople } from "./people";
import { UserPicker } from "./user-picker";

const TABS = [
  { status: "APPROVED", key: "approved" },
  { status: "PENDING", key: "pending" },
  { status: "REJECTED", key: "rejected" },
] as const satisfies readonly { status: ApprovalStatus; key: string }[];

const STATUS_COLOR = { APPROVED: "success", PENDING: "warning", REJECTED: "error" } as const;

const nameOf = (person: Approval["approver"], fallback: string) => (person ? fullName(person) : fallback);

function ApprovalDetail({ approval, taskId, onBack }: { approval: Approval; taskId: string; onBack: () => void }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const decide = useDecideApproval(taskId);
  const [note, setNote] = useState("");
  const unknown = t("taskCard.comments.unknownAuthor");
  const canDecide = approval.status === "PENDING" && approval.approver?.id === me.id;
  const send = (decision: "APPROVED" | "REJECTED") =>
    decide.mutate({ approvalId: approval.id, decision, note: note.trim() || undefined });
  return (
    <Stack spacing={1.5}>
      <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ alignSelf: "flex-start" }}>
        {t("taskCard.approvals.backToAll")}
      </Button>
      <Paper variant="outlined" sx={{ p: 2 }} aria-label={approval.text} role="region">
        <Box sx={{ display: "flex", justifyContent: "space-between", gap: 1, mb: 1 }}>
          <Typography sx={{ whiteSpace: "pre-wrap" }}>{approval.text}</Typography>
          <Chip
            size="small"
            color={STATUS_COLOR[approval.status]}
            label={t(`taskCard.approvals.${approval.status.toLowerCase() as "approved"}`)}
          />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t("taskCard.approvals.requestedBy", { name: nameOf(approval.requester, unknown) })} ·{" "}
          {dayjs(approval.createdAt).format("MM/DD/YY HH:mm")}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t("taskCard.approvals.approverIs", { name: nameOf(approval.approver, unknown) })}
        </Typography>
        {approval.decidedAt ? (
          <Typography variant="body2" color="text.secondary">
            {t("taskCard.approvals.decidedAt", { date: dayjs(approval.decidedAt).format("MM/DD/YY HH:mm") })}
          </Typography>
        ) : null}
        {approval.note ? <Typography sx={{ mt: 1, fontStyle: "italic" }}>{approval.note}</Typography> : null}
      </Paper>
      {canDecide ? (
        <>
          <TextField
            size="small"
            label={t("taskCard.approvals.note")}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            multiline
          />
          <Box sx={{ display: "flex", gap: 1 }}>
            <Button variant="contained" color="success" disabled={decide.isPending} onClick={() => send("APPROVED")}>
              {t("taskCard.approvals.approve")}
            </Button>
            <Button variant="outlined" color="error" disabled={decide.isPending} onClick={() => send("REJECTED")}>
              {t("taskCard.approvals.reject")}
            </Button>
          </Box>
        </>
      ) : approval.status === "PENDING" ? (
        <Typography variant="body2" color="text.secondary">
          {t("taskCard.approvals.onlyApprover")}
        </Typography>
      ) : null}
    </Stack>
  );
}

function RequestForm({ taskId, workspaceId }: { taskId: string; workspaceId: string }) {
  const { t } = useTranslation();
  const members = useWorkspaceMembers(workspaceId);
  const request = useRequestApproval(taskId);
  const [text, setText] = useState("");
  const [approver, setApprover] = useState<string[]>([]);
  const send = () => {
    const approverId = approver[0];
    if (!text.trim() || !approverId) return;
    request.mutate(
      { text, approverId },
      {
        onSuccess: () => {
          setText("");
          setApprover([]);
        },
      },
    );
  };
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="form"
      aria-label={t("taskCard.approvals.request")}
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <Stack spacing={1.5}>
        <Typography variant="subtitle2">{t("taskCard.approvals.request")}</Typography>
        <TextField
          size="small"
          label={t("taskCard.approvals.requestText")}
          value={text}
          onChange={(e) => setText(e.target.value)}
          multiline
          minRows={2}
        />
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
          <Typography variant="body2">{t("taskCard.approvals.approver")}</Typography>
          <UserPicker
            single
            people={membersAsPeople(members.data?.members)}
            selectedIds={approver}
            onChange={setApprover}
            label={t("taskCard.approvals.approver")}
          />
          <Box sx={{ flex: 1 }} />
          <Button
            type="submit"
            variant="contained"
            disabled={!text.trim() || approver.length === 0 || request.isPending}
          >
            {t("taskCard.approvals.send")}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

/**
 * The request-approval panel (spec §2): tabs Approved, Pending, Rejected with the server's counts, a
 * request form, and a request's detail where its approver (only) approves or rejects it.
 */
export function ApprovalsPanel({
  taskId,
  workspaceId,
  canRequest,
}: {
  taskId: string;
  workspaceId: string;
  canRequest: boolean;
}) {
  const { t } = useTranslation();
  const approvals = useApprovals(taskId);
  useApprovalEvents(workspaceId, taskId);
  const [tab, setTab] = useState<ApprovalStatus>("PENDING");
  const [openId, setOpenId] = useState<string | null>(null);
  const list = approvals.data?.approvals ?? [];
  const open = openId ? list.find((a) => a.id === openId) : undefined;
  if (open) return <ApprovalDetail approval={open} taskId={taskId} onBack={() => setOpenId(null)} />;
  const counts = approvals.data?.counts ?? { APPROVED: 0, PENDING: 0, REJECTED: 0 };
  const shown = list.filter((a) => a.status === tab);
  const unknown = t("taskCard.comments.unknownAuthor");
  return (
    <Stack spacing={2}>
      {canRequest ? <RequestForm taskId={taskId} workspaceId={workspaceId} /> : null}
      {approvals.isError ? <Alert severity="error">{t("taskCard.approvals.loadFailed")}</Alert> : null}
      <Tabs value={tab} onChange={(_e, next: ApprovalStatus) => setTab(next)} aria-label={t("taskCard.approvals.tab")}>
        {TABS.map(({ status, key }) => (
          <Tab
            key={status}
            value={status}
            label={t("taskCard.approvals.tabLabel", { label: t(`taskCard.approvals.${key}`), count: counts[status] })}
          />
        ))}
      </Tabs>
      {shown.length === 0 ? (
        <Typography color="text.secondary">{t("taskCard.approvals.none")}</Typography>
      ) : (
        <List aria-label={t(`taskCard.approvals.${TABS.find((x) => x.status === tab)?.key ?? "pending"}`)}>
          {shown.map((approval) => (
            <ListItemButton key={approval.id} onClick={() => setOpenId(approval.id)}>
              <ListItemText
                primary={approval.text}
                secondary={`${t("taskCard.approvals.approverIs", { name: nameOf(approval.approver, unknown) })} · ${dayjs(approval.createdAt).format("MM/DD/YY")}`}
                slotProps={{ primary: { noWrap: true } }}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Stack>
  );
}
