import MailOutlineIcon from "@mui/icons-material/MailOutline";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PresenceDot } from "../../../app/shell/presence-dot";
import { HttpError } from "../../../lib/http";
import { ErrorFallbackCard } from "../../../lib/ui/error-fallback-card";
import { PageLoader } from "../../../lib/ui/page-loader";
import { UserAvatar } from "../../../lib/ui/user-avatar";
import { PersonDetails } from "../components/person-details";
import { PersonNotFound } from "../components/person-not-found";
import { useUserDetails } from "../hooks/use-users";

/** A person's profile (`/:locale/people/:id`), where search hits for people lead. */
export function PersonPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const details = useUserDetails(id);

  if (details.isPending) return <PageLoader />;
  if (details.isError) {
    // 404: no such person (or not visible); 400: the id is not even an id.
    const status = details.error instanceof HttpError ? details.error.status : null;
    if (status === 404 || status === 400) return <PersonNotFound />;
    return <ErrorFallbackCard onRetry={() => void details.refetch()} />;
  }

  const person = details.data;
  const headline = [person.jobTitle, person.department?.name].filter(Boolean).join(" · ");
  return (
    <Stack spacing={3}>
      <Card component="section" aria-labelledby="person-name">
        <CardContent
          sx={{ p: { xs: 2.5, sm: 4 }, display: "flex", flexWrap: "wrap", alignItems: "center", gap: { xs: 2, sm: 3 } }}
        >
          <Badge
            overlap="circular"
            anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
            badgeContent={<PresenceDot status={person.status} size={16} />}
          >
            <UserAvatar avatar={person.avatar} fallback={person.avatar_fallBack} name={person.fullName} size={96} />
          </Badge>
          <Box sx={{ flex: 1, minWidth: 220 }}>
            <Typography id="person-name" variant="h1">
              {person.fullName}
            </Typography>
            {headline ? (
              <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                {headline}
              </Typography>
            ) : null}
            <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: "wrap" }}>
              <Chip size="small" color="primary" variant="outlined" label={t(`roles.${person.role}`)} />
              <Chip
                size="small"
                variant="outlined"
                icon={
                  <Box component="span" sx={{ display: "inline-flex", ms: 1 }}>
                    <PresenceDot status={person.status} size={8} />
                  </Box>
                }
                label={t(`presence.${person.status}`)}
              />
            </Stack>
          </Box>
          <Button variant="outlined" href={`mailto:${person.email}`} startIcon={<MailOutlineIcon />}>
            {t("profile.sendEmail")}
          </Button>
        </CardContent>
      </Card>
      <PersonDetails person={person} />
    </Stack>
  );
}
