export const CURRENT_WORKSPACE_COOKIE = "lore-workspace";
