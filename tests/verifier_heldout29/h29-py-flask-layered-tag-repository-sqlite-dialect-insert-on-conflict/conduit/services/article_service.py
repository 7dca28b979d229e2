import re

from ..models import Article
from ..repositories.article_repository import ArticleRepository
from ..repositories.tag_repository import TagRepository


def slugify(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def to_dict(a: Article) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [t.name for t in a.tags], "createdAt": a.created_at.isoformat(),
            "updatedAt": a.updated_at.isoformat(), "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


class ArticleService:
    def __init__(self, articles: ArticleRepository | None = None, tags: TagRepository | None = None):
        self.articles = articles or ArticleRepository()
        self.tags = tags or TagRepository()

    def create(self, author_id: int, data: dict) -> dict:
        article = Article(slug=slugify(data["title"]), title=data["title"],
                          description=data.get("description", ""), body=data.get("body", ""),
                          author_id=author_id)
        article.tags = self.tags.ensure(sorted(set(data.get("tagList") or [])))
        return to_dict(self.articles.save(article))

    def list(self, tag: str | None, limit: int, offset: int) -> dict:
        rows, total = self.articles.list(tag, limit, offset)
        return {"articles": [to_dict(a) for a in rows], "articlesCount": total}
