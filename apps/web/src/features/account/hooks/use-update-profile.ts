import type { ProfileBody } from "@bearish/shared/auth/auth";
import type { Me } from "@bearish/shared/users/user";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { meQueryKey } from "../../auth/hooks/use-me";
import { usersQueryKey } from "../../people/hooks/use-users";
import { updateProfile } from "../api";

/** PUT profile: the answer is the new `me`; people lists and details show the change too. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProfileBody) => (await updateProfile(body)).data,
    onSuccess: (me: Me, body) => {
      queryClient.setQueryData(meQueryKey, me);
      // Preferences alone change nothing others can see.
      if (Object.keys(body).some((key) => key !== "preferences")) {
        void queryClient.invalidateQueries({ queryKey: usersQueryKey });
      }
    },
  });
}
