from conduit.repositories.article_repository import ArticleRepository
from conduit.repositories.user_repository import UserRepository
from conduit.services.errors import NotFound


class ArticleService:
    def __init__(self, articles: ArticleRepository, users: UserRepository) -> None:
        self.articles = articles
        self.users = users

    async def list(self, author: str | None, limit: int, offset: int):
        author_id = None
        if author:
            user = await self.users.by_username(author)
            if user is None:
                return [], 0
            author_id = user.id
        return await self.articles.page(author_id, limit, offset)

    async def get(self, slug: str):
        article = await self.articles.by_slug(slug)
        if article is None:
            raise NotFound(slug)
        return article
