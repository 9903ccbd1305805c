// Error codes of Cunt-Soul (listed in RULES.md); the common ones come from the engine.

export const CsErrors = {
  /** The action is not offered at this decision point (CS-12, CS-13, CS-14). */
  WRONG_STEP: "WRONG_STEP",
  /** The setup selection is not 3 face-up cards and 1 field card from the hand (CS-7). */
  BAD_SELECTION: "BAD_SELECTION",
  /** Named cards are not in the accessible zone (CS-21). */
  NOT_IN_ZONE: "NOT_IN_ZONE",
  /** Cards of more than one value, or more than one card under the 4-field (CS-20, CS-85). */
  BAD_LINK: "BAD_LINK",
  /** The link fails a legality check of CS-30 (rule ID of the failing check). */
  ILLEGAL_LINK: "ILLEGAL_LINK",
  /** A face-down flip outside the face-down stage or of an empty slot (CS-22). */
  BAD_FLIP: "BAD_FLIP",
  /** Picking up while a play or flip is possible, or taking an empty pile by choice (CS-26). */
  MUST_PLAY: "MUST_PLAY",
  /** endChain while the chain is obliged to continue (CS-14). */
  MUST_CONTINUE: "MUST_CONTINUE",
  /** A field change that CS-81 does not allow. */
  FIELD_CHANGE_REFUSED: "FIELD_CHANGE_REFUSED",
  /** A face-up burn of an empty or horizontal slot (CS-82). */
  BAD_BURN_SLOT: "BAD_BURN_SLOT",
  /** A 5 swap with a card or slot that is not there (CS-43, CS-86). */
  BAD_SWAP: "BAD_SWAP",
  /** A J target that is the player, out, or not a seat (CS-49, CS-92, CS-124). */
  BAD_TARGET: "BAD_TARGET",
} as const;
