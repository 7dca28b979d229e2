import { getJson, putJson } from '../tagStore.js';

export async function tagsOf(slug) {
  return (await getJson(`article:${slug}`)) ?? [];
}

export async function setTags(slug, tags) {
  await putJson(`article:${slug}`, tags);
  const all = new Set((await getJson('all-tags')) ?? []);
  tags.forEach((t) => all.add(t));
  await putJson('all-tags', [...all].sort());
}

export async function allTags() {
  return (await getJson('all-tags')) ?? [];
}
