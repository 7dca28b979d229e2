import re

from conduit.models import Article
from conduit.repositories.articles import ArticleRepository
from conduit.repositories.users import UserRepository


class NotFound(Exception):
    pass


def _slugify(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


class ArticleService:
    def __init__(self, articles: ArticleRepository, users: UserRepository) -> None:
        self.articles = articles
        self.users = users

    def create(self, author_name: str, data: dict) -> dict:
        author = self.users.by_username(author_name)
        if author is None:
            raise NotFound(author_name)
        slug = base = _slugify(data["title"])
        n = 1
        while self.articles.slug_taken(slug):
            n += 1
            slug = f"{base}-{n}"
        article = self.articles.add(Article(slug=slug, title=data["title"], description=data["description"],
                                            body=data["body"], author_id=author.id))
        return self.shape(self.articles.by_slug(article.slug))

    def get(self, slug: str) -> dict:
        article = self.articles.by_slug(slug)
        if article is None:
            raise NotFound(slug)
        return self.shape(article)

    def list(self, author: str | None, limit: int, offset: int) -> dict:
        rows, total = self.articles.list(author, limit, offset)
        return {"articles": [self.shape(a) for a in rows], "articlesCount": total}

    @staticmethod
    def shape(article: Article) -> dict:
        return {"slug": article.slug, "title": article.title, "description": article.description,
                "body": article.body, "createdAt": article.created_at.isoformat(),
                "author": {"username": article.author.username}}
