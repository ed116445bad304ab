/**
 * The keyboard shortcuts as the dialog and the profile's section list them (docs/decisions/049). A module of
 * its own, apart from the rules that read key presses (./shortcuts): the profile lists them on every visit,
 * while the rules load only for users who keep shortcuts on (docs/decisions/062, round 3).
 */

/** Every shortcut as the dialog and the profile list them: the keys in order, then what they do. */
export const SHORTCUTS: readonly { keys: readonly string[]; label: string }[] = [
  { keys: ["?"], label: "Show these shortcuts" },
  { keys: ["/"], label: "Search the list" },
  { keys: ["n"], label: "New application, task or contact (on its screen)" },
  { keys: ["g", "d"], label: "Go to the dashboard" },
  { keys: ["g", "a"], label: "Go to applications" },
  { keys: ["g", "t"], label: "Go to tasks" },
  { keys: ["g", "c"], label: "Go to contacts" },
  { keys: ["j"], label: "Next row or card" },
  { keys: ["k"], label: "Previous row or card" },
  { keys: ["Enter"], label: "Open the current row or card" },
  { keys: ["x"], label: "Select or unselect the current row or card" },
];
