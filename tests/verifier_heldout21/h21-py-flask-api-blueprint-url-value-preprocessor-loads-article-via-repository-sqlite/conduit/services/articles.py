from conduit.models import Article
from conduit.repositories import ArticleRepository


class Forbidden(Exception):
    pass


class ArticleService:
    def __init__(self) -> None:
        self.articles = ArticleRepository()

    def update(self, article: Article, user_id: int, changes: dict) -> Article:
        if article.author_id != user_id:
            raise Forbidden()
        for field in ("title", "description", "body"):
            if field in changes:
                setattr(article, field, changes[field])
        return self.articles.save(article)

    def delete(self, article: Article, user_id: int) -> None:
        if article.author_id != user_id:
            raise Forbidden()
        self.articles.delete(article)
