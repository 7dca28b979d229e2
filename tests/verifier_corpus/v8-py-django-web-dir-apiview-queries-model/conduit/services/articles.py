from django.utils.text import slugify

from conduit.models import Article
from conduit.repositories.articles import ArticleRepository, TagRepository


def article_json(article: Article) -> dict:
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "tagList": sorted(t.name for t in article.tags.all()),
        "createdAt": article.created_at.isoformat(),
    }


class ArticleService:
    def __init__(self, articles: ArticleRepository | None = None) -> None:
        self.articles = articles or ArticleRepository()

    def list(self, tag: str | None, limit: int, offset: int) -> list[dict]:
        return [article_json(a) for a in self.articles.page(tag, limit, offset)]

    def get(self, slug: str) -> dict | None:
        article = self.articles.by_slug(slug)
        return article_json(article) if article else None

    def create(self, data: dict) -> dict:
        article = self.articles.create(slugify(data["title"]), data["title"], data["description"], data["body"],
                                       data.get("tagList", []))
        return article_json(article)


class TagService:
    def __init__(self, tags: TagRepository | None = None) -> None:
        self.tags = tags or TagRepository()

    def all(self) -> list[str]:
        return self.tags.names()
