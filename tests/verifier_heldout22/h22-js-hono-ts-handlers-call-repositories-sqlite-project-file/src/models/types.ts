export interface UserRow { id: number; username: string; email: string; password: string; bio: string | null; image: string | null }
export interface Profile { username: string; bio: string | null; image: string | null; following: boolean }
export interface ArticleRow { id: number; slug: string; title: string; description: string; body: string; author_id: number }
