import { UPLOAD_FILE_FIELD, type UploadedFile } from "@bearish/shared/uploads/upload";
import { useMutation } from "@tanstack/react-query";
import { http } from "../../../lib/http";

/** `POST /api/upload-files` (form field `file`); the editor inserts the returned `fileUrl.path` (spec §7). */
export function useUploadImage() {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append(UPLOAD_FILE_FIELD, file);
      return (await http.post<UploadedFile>("/upload-files", form)).data;
    },
  });
}
