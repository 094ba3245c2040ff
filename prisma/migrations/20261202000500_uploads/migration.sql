-- Uploaded files (LongMemEval question files from the Jobs page, run files from the API) live in
-- the database, in chunks of at most 1 MiB, so that any app server can accept an upload and any
-- worker can import it, whichever machine each runs on. An upload is complete once its last
-- chunk is in; it is deleted after its import succeeds, or fails on the file itself.
CREATE TABLE "Upload" (
    "id" TEXT NOT NULL,
    "workspaceId" TEXT NOT NULL,
    "filename" TEXT NOT NULL,
    "bytes" BIGINT NOT NULL DEFAULT 0,
    "complete" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Upload_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "UploadChunk" (
    "uploadId" TEXT NOT NULL,
    "index" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,
    CONSTRAINT "UploadChunk_pkey" PRIMARY KEY ("uploadId","index")
);

CREATE INDEX "Upload_workspaceId_idx" ON "Upload"("workspaceId");
ALTER TABLE "Upload" ADD CONSTRAINT "Upload_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "UploadChunk" ADD CONSTRAINT "UploadChunk_uploadId_fkey" FOREIGN KEY ("uploadId") REFERENCES "Upload"("id") ON DELETE CASCADE ON UPDATE CASCADE;
