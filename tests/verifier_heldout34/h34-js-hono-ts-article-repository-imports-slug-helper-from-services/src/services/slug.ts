export function slugify(title: string): string {
  return title.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

export function uniqueSlug(base: string, taken: (s: string) => Promise<boolean>): Promise<string> {
  const attempt = async (n: number): Promise<string> => {
    const candidate = n === 0 ? base : `${base}-${n}`;
    return (await taken(candidate)) ? attempt(n + 1) : candidate;
  };
  return attempt(0);
}
