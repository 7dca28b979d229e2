export type Aticle = {
    id: string,
    author: string,
    slug: string,
    title: string,
    body: string,
    description: string,
    favoritesCount: number,
    tagList: string[]
}

