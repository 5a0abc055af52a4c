import { useMemo, useState } from "react";

/** The editor's fields that upload pictures: the cover, the extra images, the social image, the text. */
type UploadingField = "cover" | "images" | "social" | "text";

/** Which of the editor's fields are still uploading pictures: saving waits for them. */
export function useBusyFields(): { uploading: boolean; onBusyChange: Record<UploadingField, (busy: boolean) => void> } {
  const [busyFields, setBusyFields] = useState<ReadonlySet<UploadingField>>(new Set());
  const onBusyChange = useMemo(() => {
    const tell = (field: UploadingField) => (busy: boolean) =>
      setBusyFields((current) => {
        const next = new Set(current);
        if (busy) next.add(field);
        else next.delete(field);
        return next;
      });
    return { cover: tell("cover"), images: tell("images"), social: tell("social"), text: tell("text") };
  }, []);
  return { uploading: busyFields.size > 0, onBusyChange };
}
