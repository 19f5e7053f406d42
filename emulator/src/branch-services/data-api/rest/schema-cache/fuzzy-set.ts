/**
 * The fuzzy string set PostgREST's "Perhaps you meant …" hints come from (Haskell's fuzzyset
 * 0.2, after fuzzyset.js): candidates share character 3-grams (then 2-grams) with the query by
 * cosine similarity, the best 50 are rescored by normalized Levenshtein similarity, and those
 * scoring at least 0.33 are kept, best first. An exact (case-insensitive) match scores 1.
 */

const minScore = 0.33;

/** Lowercased, word characters, spaces and commas only, enclosed in hyphens. */
function grams(value: string, size: number): string[] {
  const normalized = `-${value.toLowerCase().replace(/[^\p{L}\p{N}\s,]/gu, "")}-`;
  const found: string[] = [];
  for (let i = 0; i <= normalized.length - size; i++) found.push(normalized.slice(i, i + size));
  return found;
}

function gramVector(value: string, size: number): Map<string, number> {
  const vector = new Map<string, number>();
  for (const gram of grams(value, size)) vector.set(gram, (vector.get(gram) ?? 0) + 1);
  return vector;
}

const norm = (vector: Map<string, number>) =>
  Math.sqrt([...vector.values()].reduce((sum, n) => sum + n * n, 0));

function levenshtein(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0] as number;
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j] as number;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      previous[j] = Math.min(above + 1, (previous[j - 1] as number) + 1, diagonal + cost);
      diagonal = above;
    }
  }
  return previous[b.length] as number;
}

function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - levenshtein(a, b) / longest;
}

/** The candidates close to `value`, best first, with their scores. */
export function fuzzyMatches(candidates: string[], value: string): Array<[number, string]> {
  const key = value.toLowerCase();
  const exact = candidates.find((c) => c.toLowerCase() === key);
  if (exact !== undefined) return [[1, exact]];
  for (const size of [3, 2]) {
    const query = gramVector(key, size);
    const queryNorm = norm(query);
    const scored: Array<[number, string]> = [];
    for (const candidate of new Set(candidates)) {
      const vector = gramVector(candidate.toLowerCase(), size);
      let dot = 0;
      for (const [gram, count] of query) dot += count * (vector.get(gram) ?? 0);
      if (dot > 0) scored.push([dot / (queryNorm * norm(vector)), candidate]);
    }
    const results = scored
      .sort((a, b) => b[0] - a[0])
      .slice(0, 50)
      .map(([, candidate]): [number, string] => [
        similarity(key, candidate.toLowerCase()),
        candidate,
      ])
      .sort((a, b) => b[0] - a[0])
      .filter(([score]) => score >= minScore);
    if (results.length > 0) return results;
  }
  return [];
}

/** The closest candidate, if one is close enough. */
export function closestMatch(candidates: string[], value: string): string | undefined {
  return fuzzyMatches(candidates, value)[0]?.[1];
}
