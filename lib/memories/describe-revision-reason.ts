import { titleFromBody } from "@/lib/audit/audit-references";

export type RevisionReasonView = { kind: "text"; text: string } | { kind: "proposal"; before: string; proposal: { id: string; title: string }; after: string };

// Stored reasons name a proposal by id ("Accepted proposal cmx55c0ij…, edited by the reviewer",
// "Merged proposal …", "Superseded by proposal …"). Shown, the id becomes the proposal's first
// line when the memory's page has that proposal; any other reason is shown as written.
const PROPOSAL_ID = /^(.*?\bproposal )([a-z0-9]{20,40})\b(.*)$/s;

export function describeRevisionReason(reason: string, proposals: { id: string; body: string }[]): RevisionReasonView {
  const match = PROPOSAL_ID.exec(reason);
  const proposal = match ? proposals.find((p) => p.id === match[2]) : undefined;
  if (!match || !proposal) return { kind: "text", text: reason };
  return { kind: "proposal", before: match[1]!, proposal: { id: proposal.id, title: titleFromBody(proposal.body) }, after: match[3]! };
}
