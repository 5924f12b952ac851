import type { TaskAttachment } from "@bearish/shared/tasks/task";
import { UPLOAD_FILE_FIELD, type UploadedFile } from "@bearish/shared/uploads/upload";
import { useMutation } from "@tanstack/react-query";
import { http } from "../../../lib/http";

/** `POST /api/upload-files` (form field `file`), one file at a time, answered as task attachments. */
async function uploadOne(file: File): Promise<TaskAttachment> {
  const form = new FormData();
  form.append(UPLOAD_FILE_FIELD, file);
  const { data } = await http.post<UploadedFile>("/upload-files", form);
  return {
    id: data.id,
    name: data.name || file.name,
    fileType: data.contentType,
    url: data.fileUrl.path,
    size: data.size,
  };
}

/** Uploads the chosen files; the answer is the attachments to keep on the task. */
export function useUploadAttachments() {
  return useMutation({
    mutationFn: async (files: File[]) => {
      const out: TaskAttachment[] = [];
      for (const file of files) out.push(await uploadOne(file));
      return out;
    },
  });
}
