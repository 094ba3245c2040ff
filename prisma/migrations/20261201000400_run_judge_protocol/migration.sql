-- How a run's verdicts were obtained: "lore" (Lore's own judge wording) or
-- "longmemeval-official@<sha256 prefix of evaluate_qa.py>"; NULL when unknown (imported verdicts).
ALTER TABLE "Run" ADD COLUMN "judgeProtocol" TEXT;
