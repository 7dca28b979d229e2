import re

from conduit.dal.articles import ArticleGateway
from conduit.entities import Article, User
from conduit.usecases.errors import NotFound


class Articles:
    def __init__(self, articles: ArticleGateway) -> None:
        self.articles = articles

    async def write(self, author: User, title: str, description: str, body: str, tags: list[str]) -> Article:
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
        return await self.articles.insert(Article(slug=slug, title=title, description=description, body=body,
                                                  tag_list=sorted(set(tags)), author_id=author.id))

    async def read(self, slug: str) -> Article:
        article = await self.articles.by_slug(slug)
        if article is None:
            raise NotFound("article not found")
        return article

    async def browse(self, author: str | None = None, limit: int = 20, offset: int = 0):
        return await self.articles.page(author, limit, offset)
