/** Blog categories: ids match the `category` frontmatter enum in content-collections.ts. */
export const blogCategories = [
  { id: 'pr-points', name: 'PR points' },
  { id: 'visas', name: 'Visas' },
  { id: 'state-nomination', name: 'State nominations' },
  { id: 'occupations', name: 'Occupations' },
  { id: 'student-visas', name: 'Student visas' },
] as const;

export type BlogCategoryId = (typeof blogCategories)[number]['id'];

export function categoryName(id: string): string {
  return blogCategories.find((c) => c.id === id)?.name ?? id;
}
