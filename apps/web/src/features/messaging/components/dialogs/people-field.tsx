import type { ChannelUser } from "@bearish/shared/messaging/conversation";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { UserAvatar } from "../../../../lib/ui/user-avatar";
import { useDebouncedValue } from "../../../../lib/use-debounced-value";
import { useCurrentUser } from "../../../auth/hooks/use-me";
import { useChannelUsers } from "../../hooks/use-conversations";

export const personName = (p: Pick<ChannelUser, "firstName" | "lastName">) => `${p.firstName} ${p.lastName}`.trim();

interface PeopleFieldProps {
  label: string;
  value: ChannelUser[];
  onChange: (people: ChannelUser[]) => void;
  autoFocus?: boolean;
  disabled?: boolean;
}

/** Picks people of the organisation (searched on the server by name or email); the signed-in person is not offered. */
export function PeopleField({ label, value, onChange, autoFocus, disabled }: PeopleFieldProps) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const [input, setInput] = useState("");
  const search = useDebouncedValue(input, 250);
  const users = useChannelUsers(search);
  const options = (users.data ?? []).filter((u) => u.id !== me.id);
  return (
    <Autocomplete
      multiple
      disabled={disabled}
      options={options}
      value={value}
      onChange={(_event, people) => onChange(people)}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        if (reason !== "reset") setInput(text);
      }}
      // The server already searched: keep its answer as it is.
      filterOptions={(found) => found}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(option: ChannelUser) => personName(option)}
      loading={users.isFetching}
      loadingText={t("messagingList.create.loading")}
      noOptionsText={t("messagingList.startChat.noOptions")}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: "flex", gap: 1.5 }}>
          <UserAvatar avatar={option.avatar} fallback={option.avatar_fallBack} name={personName(option)} size={28} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {personName(option)}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap>
              {option.email}
            </Typography>
          </Box>
        </Box>
      )}
      renderValue={(people, getItemProps) =>
        people.map((person, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={personName(person)} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={t("messagingList.startChat.searchPeople")}
          autoFocus={autoFocus}
        />
      )}
    />
  );
}
