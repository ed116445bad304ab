/**
 * The states with a professional tax table (professional-tax.ts, which re-exports these), and their names.
 * A module of its own: the offer form lists the states without loading the tables (decision 062).
 */
export const PT_STATES = [
  "karnataka",
  "maharashtra",
  "tamil-nadu",
  "west-bengal",
  "telangana",
  "andhra-pradesh",
  "gujarat",
  "kerala",
  "delhi",
  "haryana",
  "uttar-pradesh",
] as const;
export type PtState = (typeof PT_STATES)[number];

export const PT_STATE_NAMES: Record<PtState, string> = {
  karnataka: "Karnataka",
  maharashtra: "Maharashtra",
  "tamil-nadu": "Tamil Nadu",
  "west-bengal": "West Bengal",
  telangana: "Telangana",
  "andhra-pradesh": "Andhra Pradesh",
  gujarat: "Gujarat",
  kerala: "Kerala",
  delhi: "Delhi",
  haryana: "Haryana",
  "uttar-pradesh": "Uttar Pradesh",
};
