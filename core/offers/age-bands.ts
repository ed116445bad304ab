/**
 * The old regime's age bands (the new regime taxes every age alike). A module of its own (tax-years.ts
 * re-exports it): the comparison's form lists them without loading the tax tables (decision 062).
 */
export const AGE_BANDS = ["below-60", "60-to-79", "80-plus"] as const;
export type AgeBand = (typeof AGE_BANDS)[number];
