import re

from conduit.models import Article


class ArticleService:
    def __init__(self, articles) -> None:
        self.articles = articles

    async def create(self, author, title, description, body) -> Article:
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
        return await self.articles.add(Article(slug=slug, title=title, description=description, body=body,
                                               author_id=author.id))

    async def get(self, slug) -> Article | None:
        return await self.articles.by_slug(slug)
