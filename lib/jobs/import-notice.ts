import { formatBytes } from "@/lib/format/format-bytes";

// The notice under the upload form, following the queued job through the jobs list the page
// polls: it must not stay green once the import failed.
export type ImportNotice = { tone: "good" | "bad" | "neutral"; text: string };

type JobState = { status: "queued" | "running" | "completed" | "failed" | "cancelled"; error: string | null };

export function importNotice(input: { filename: string; bytes: number; job: JobState | undefined }): ImportNotice {
  const file = `${input.filename} (${formatBytes(input.bytes)})`;
  switch (input.job?.status ?? "queued") {
    case "queued":
      return { tone: "good", text: `Uploaded ${file}: the import is queued.` };
    case "running":
      return { tone: "good", text: `Uploaded ${file}: importing…` };
    case "completed":
      return { tone: "good", text: `Imported ${file}.` };
    case "cancelled":
      return { tone: "neutral", text: `The import of ${file} was cancelled.` };
    case "failed": {
      // The job's reason names the file first ("a.json: ..."): the notice has named it already.
      const reason = input.job?.error?.replace(`${input.filename}: `, "") || "see the job below.";
      return { tone: "bad", text: `The import of ${file} failed: ${reason}` };
    }
  }
}
