declare module "slugify" {
  export default function slugify(input: string): string;
}
