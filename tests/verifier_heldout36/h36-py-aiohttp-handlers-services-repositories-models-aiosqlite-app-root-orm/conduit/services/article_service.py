class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, repo):
        self.repo = repo

    async def get(self, slug):
        article = await self.repo.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        count = await self.repo.favorites_count(article.id)
        return {"slug": article.slug, "title": article.title, "body": article.body, "favoritesCount": count}

    async def favorite(self, slug, user_id):
        article = await self.repo.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        await self.repo.add_favorite(user_id, article.id)
        return await self.get(slug)
