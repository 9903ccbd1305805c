// Card notation as the games write it: rank A 2-10 J Q K, suit S H D C, jokers JK (JK1, JK2...).

export interface Face {
  rank: string;
  suit: "S" | "H" | "D" | "C" | null;
  joker: boolean;
}

const FACE = /^(10|[2-9AJQK])([SHDC])$/;

export function parseFace(text: string): Face | null {
  if (/^JK\d?$/.test(text)) return { rank: "JK", suit: null, joker: true };
  const match = FACE.exec(text);
  if (match === null) return null;
  return { rank: match[1], suit: match[2] as Face["suit"], joker: false };
}

export const SUIT_SYMBOL: Record<string, string> = { S: "♠", H: "♥", D: "♦", C: "♣" };
export const SUIT_NAME: Record<string, string> = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };
const RANK_NAME: Record<string, string> = { A: "ace", J: "jack", Q: "queen", K: "king" };

/** "queen of hearts", for screen readers. */
export function cardLabel(text: string): string {
  const face = parseFace(text);
  if (face === null) return text;
  if (face.joker) return "joker";
  return `${RANK_NAME[face.rank] ?? face.rank} of ${SUIT_NAME[face.suit as string]}`;
}

/** Suit colours: two (red and black) or four (spades black, hearts red, diamonds blue, clubs green). */
export function suitColor(suit: Face["suit"], fourColor: boolean): string {
  if (suit === null) return "#7b2cbf";
  if (!fourColor) return suit === "H" || suit === "D" ? "#c1121f" : "#1b1b1b";
  return { S: "#1b1b1b", H: "#c1121f", D: "#1d4ed8", C: "#15803d" }[suit];
}

const ORDER = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
/** A stable display order for a hand: by rank (ace high), then suit; unknown texts last. */
export function sortCards(cards: readonly string[]): string[] {
  const key = (card: string) => {
    const face = parseFace(card);
    if (face === null) return 1000;
    if (face.joker) return 900;
    return ORDER.indexOf(face.rank) * 4 + "CDHS".indexOf(face.suit as string);
  };
  return [...cards].sort((a, b) => key(a) - key(b) || a.localeCompare(b));
}
