// CP-A45 Club Member (app only, passive): a Utility card played on an allowance lowers it by its
// base value instead of ending it (rules/play.ts reads it through hooks.hasClubMember).
import type { AbilityDef } from "./types.js";

export const clubMember: AbilityDef = {
  id: "clubMember",
  name: "Club Member",
  rule: "CP-A45",
  reference: false,
  app: true,
};
