import secrets

from conduit.models import Article, ArticleTag, User
from conduit.repositories.articles import ArticleRepository
from conduit.services.exceptions import NotAuthor


class ArticleService:
    def __init__(self, repo: ArticleRepository) -> None:
        self.repo = repo

    async def get(self, slug: str) -> Article:
        return await self.repo.get_by_slug(slug)

    async def list(self, tag: str | None, author: str | None, limit: int, offset: int):
        return await self.repo.find(tag, author, limit, offset)

    async def create(self, author: User, title: str, description: str, body: str, tags: list[str]) -> Article:
        slug = "-".join(title.lower().split()) + "-" + secrets.token_hex(3)
        article = Article(slug=slug, title=title, description=description, body=body,
                          author_id=author.id, tags=[ArticleTag(tag=t) for t in set(tags)])
        return await self.repo.add(article)

    async def delete(self, user: User, slug: str) -> None:
        article = await self.repo.get_by_slug(slug)
        if article.author_id != user.id:
            raise NotAuthor()
        await self.repo.delete(article)

    async def tags(self) -> list[str]:
        return await self.repo.tags()
