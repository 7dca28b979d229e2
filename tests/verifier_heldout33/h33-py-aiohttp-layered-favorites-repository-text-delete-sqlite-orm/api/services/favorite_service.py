class ArticleNotFound(Exception):
    pass


class FavoriteService:
    def __init__(self, repo):
        self.repo = repo

    async def favorite(self, user_id, slug):
        article = await self._article(slug)
        await self.repo.add(user_id, article.id)
        return article, await self.repo.count(article.id)

    async def unfavorite(self, user_id, slug):
        article = await self._article(slug)
        await self.repo.remove(user_id, article.id)
        return article, await self.repo.count(article.id)

    async def _article(self, slug):
        article = await self.repo.article(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article
