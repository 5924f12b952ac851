import { UPLOAD_FILE_FIELD, type UploadedFile } from "@bearish/shared/uploads/upload";
import { useMutation } from "@tanstack/react-query";
import { http } from "../../../lib/http";
import { uploadPageFile, usePageTargetContext } from "../../pages/page-files";

/** An uploaded image: the source to store in the image block, and its file name. */
export interface UploadedImage {
  src: string;
  name: string;
}

/**
 * Uploads an image for the editor. Inside a page (`PageTargetContext`) it becomes a file of that
 * page and the block stores its stable path, which every reader of the page can load at any time;
 * elsewhere it goes to `POST /api/upload-files` (form field `file`) and the returned `fileUrl.path`
 * is stored (spec §7).
 */
export function useUploadImage() {
  const page = usePageTargetContext();
  return useMutation({
    mutationFn: async (file: File): Promise<UploadedImage> => {
      if (page) {
        const uploaded = await uploadPageFile(page, file);
        return { src: uploaded.path, name: file.name };
      }
      const form = new FormData();
      form.append(UPLOAD_FILE_FIELD, file);
      const uploaded = (await http.post<UploadedFile>("/upload-files", form)).data;
      return { src: uploaded.fileUrl.path, name: uploaded.name || file.name };
    },
  });
}
