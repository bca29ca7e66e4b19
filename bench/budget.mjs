// The checked-in budget (bench/budget.json) and how measured figures are held against it.
//
// Each metric may have:
// - `budget`: the last accepted value; a regression of more than `tolerance` (10%) fails. Used
//   for figures that do not depend on the machine: gzip bytes and request counts (compared
//   exactly, a count may not grow by more than 10% rounded down), and latency as a ratio to a
//   baseline request measured in the same run under the same load;
// - `ceiling`: a generous absolute limit, only where the issue's target is itself absolute and
//   the figure is a time (a loaded 2-core CI machine must not fail it by noise);
// - `target`: the issue's target, printed with the figure; for machine-independent figures
//   it fails the check too.
import { readFileSync, writeFileSync } from 'node:fs';

export const BUDGET_FILE = new URL('./budget.json', import.meta.url);

export function readBudget() {
  return JSON.parse(readFileSync(BUDGET_FILE, 'utf8'));
}

/** Holds `figures` ({ [metric]: number }) against the budget; one verdict per budgeted metric. */
export function checkBudget(figures, budget) {
  const tolerance = budget.tolerance ?? 0.1;
  return Object.entries(budget.metrics).map(([metric, limits]) => {
    const value = figures[metric];
    const problems = [];
    if (value === undefined || Number.isNaN(value)) problems.push('not measured');
    else {
      if (limits.budget !== undefined) {
        const allowed = limits.count
          ? Math.floor(limits.budget * (1 + tolerance))
          : limits.budget * (1 + tolerance);
        if (value > allowed) problems.push(`> budget ${limits.budget} +${tolerance * 100}%`);
      }
      if (limits.ceiling !== undefined && value > limits.ceiling)
        problems.push(`> ceiling ${limits.ceiling}`);
      if (limits.target !== undefined && limits.exact && value > limits.target)
        problems.push(`> target ${limits.target}`);
    }
    return { metric, value, limits, ok: problems.length === 0, problems };
  });
}

/**
 * Writes the measured values of the machine-independent figures as their new budgets (after a
 * change that is meant to cost more). CPU ratios keep theirs: one run is too noisy to set
 * them, they hold the usual ratio plus the noise seen on a loaded machine.
 */
export function writeBudget(figures, budget) {
  const metrics = Object.fromEntries(
    Object.entries(budget.metrics).map(([metric, limits]) => [
      metric,
      limits.budget === undefined || !limits.exact
        ? limits
        : { ...limits, budget: round(figures[metric]) },
    ]),
  );
  // One line per metric, as the file is written by hand.
  const line = ([metric, limits]) =>
    `    ${JSON.stringify(metric)}: { ${Object.entries(limits)
      .map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`)
      .join(', ')} }`;
  const lines = Object.entries(metrics).map(line).join(',\n');
  writeFileSync(
    BUDGET_FILE,
    `{\n  "tolerance": ${budget.tolerance},\n  "metrics": {\n${lines}\n  }\n}\n`,
  );
}

const round = (n) => (Number.isInteger(n) ? n : Math.round(n * 100) / 100);
