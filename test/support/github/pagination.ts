const DEFAULT_PER_PAGE = 30;
const MAX_PER_PAGE = 100;

export interface Page<T> {
  items: T[];
  /** The `Link` header, absent when everything fits on one page. */
  link: string | undefined;
}

/** Slice `items` the way GitHub's REST list endpoints do, with `page`/`per_page` and a `Link` header. */
export function paginate<T>(items: T[], requestUrl: URL): Page<T> {
  const perPage = clamp(parsePositive(requestUrl.searchParams.get("per_page")) ?? DEFAULT_PER_PAGE);
  const page = parsePositive(requestUrl.searchParams.get("page")) ?? 1;
  const lastPage = Math.max(1, Math.ceil(items.length / perPage));
  const start = (page - 1) * perPage;
  const slice = items.slice(start, start + perPage);

  const pageUrl = (n: number) => {
    const url = new URL(requestUrl);
    url.searchParams.set("per_page", String(perPage));
    url.searchParams.set("page", String(n));
    return `<${url.toString()}>`;
  };
  const links: string[] = [];
  if (page > 1) links.push(`${pageUrl(Math.min(page - 1, lastPage))}; rel="prev"`);
  if (page < lastPage) {
    links.push(`${pageUrl(page + 1)}; rel="next"`);
    links.push(`${pageUrl(lastPage)}; rel="last"`);
  }
  if (page > 1) links.push(`${pageUrl(1)}; rel="first"`);
  return { items: slice, link: links.length > 0 ? links.join(", ") : undefined };
}

function parsePositive(value: string | null): number | undefined {
  if (value === null) return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

function clamp(perPage: number): number {
  return Math.min(perPage, MAX_PER_PAGE);
}
