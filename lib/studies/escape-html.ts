// Text from a user's study file (row labels, settings, the file itself) placed into HTML or SVG:
// every character that could open a tag, end an attribute or start an entity is replaced, so
// `<script>`, `&` and quotes come out as inert text.
const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
