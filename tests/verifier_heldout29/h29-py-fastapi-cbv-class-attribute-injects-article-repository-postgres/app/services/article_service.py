from ..models import Article
from ..repositories.article_repository import ArticleRepository


class ArticleNotFound(Exception):
    pass


class Forbidden(Exception):
    pass


def present(article: Article) -> dict:
    return {"slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "tagList": [], "createdAt": article.created_at.isoformat(),
            "updatedAt": article.updated_at.isoformat(), "favorited": False, "favoritesCount": 0,
            "author": {"username": article.author.username, "bio": article.author.bio,
                       "image": article.author.image, "following": False}}


class ArticleService:
    def __init__(self, repository: ArticleRepository):
        self.repository = repository

    def get(self, slug: str) -> dict:
        article = self.repository.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return present(article)

    def delete(self, slug: str, user_id: int) -> None:
        article = self.repository.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        if article.author_id != user_id:
            raise Forbidden(slug)
        self.repository.delete(article)
