from app.models import Article
from app.repositories.article_repository import ArticleRepository


class ArticleNotFound(Exception):
    pass


def article_to_dict(a: Article) -> dict:
    return {
        "slug": a.slug,
        "title": a.title,
        "description": a.description,
        "body": a.body,
        "tagList": sorted(t.name for t in a.tags),
        "createdAt": a.created_at.isoformat().replace("+00:00", "Z"),
        "updatedAt": a.updated_at.isoformat().replace("+00:00", "Z"),
        "favorited": False,
        "favoritesCount": 0,
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False},
    }


class ArticleService:
    def __init__(self) -> None:
        self.articles = ArticleRepository()

    def list(self, tag: str | None, author: str | None, limit: int, offset: int) -> dict:
        page, total = self.articles.list(tag, author, limit, offset)
        return {"articles": [article_to_dict(a) for a in page], "articlesCount": total}

    def get(self, slug: str) -> dict:
        article = self.articles.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article_to_dict(article)

    def delete(self, slug: str) -> None:
        article = self.articles.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        self.articles.delete(article)

    def tags(self) -> list[str]:
        return self.articles.tag_names()
