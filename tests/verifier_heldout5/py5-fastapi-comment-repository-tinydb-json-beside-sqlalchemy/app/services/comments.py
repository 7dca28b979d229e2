from app.models.entities import Comment
from app.repositories.articles import ArticleRepository
from app.repositories.comments import CommentRepository


class ArticleNotFound(Exception):
    pass


class CommentService:
    def __init__(self) -> None:
        self.articles = ArticleRepository()
        self.comments = CommentRepository()

    def list(self, slug: str) -> list[Comment]:
        if self.articles.by_slug(slug) is None:
            raise ArticleNotFound(slug)
        return self.comments.for_article(slug)

    def add(self, slug: str, author: str, body: str) -> Comment:
        if self.articles.by_slug(slug) is None:
            raise ArticleNotFound(slug)
        return self.comments.add(slug, author, body)
