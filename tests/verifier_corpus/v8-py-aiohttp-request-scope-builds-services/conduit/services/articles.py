import re

from conduit.models import Article
from conduit.repositories.articles import ArticleRepository
from conduit.repositories.tags import TagRepository


def _slug(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def _json(article: Article) -> dict:
    return {"slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "tagList": sorted(t.name for t in article.tags)}


class ArticleService:
    def __init__(self, articles: ArticleRepository, tags: TagRepository) -> None:
        self.articles = articles
        self.tags = tags

    async def list(self, tag: str | None, limit: int, offset: int) -> list[dict]:
        return [_json(a) for a in await self.articles.page(tag, limit, offset)]

    async def create(self, data: dict) -> dict:
        tags = [await self.tags.get_or_add(name) for name in data.get("tagList", [])]
        article = await self.articles.add(
            Article(slug=_slug(data["title"]), title=data["title"], description=data["description"],
                    body=data["body"], tags=tags))
        return _json(article)
