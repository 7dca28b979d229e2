from conduit.repositories.articles import ArticleRepository
from conduit.repositories.comments import CommentRepository
from conduit.services.errors import NotFound


class CommentService:
    def __init__(self) -> None:
        self.articles = ArticleRepository()
        self.comments = CommentRepository()

    def list(self, slug: str):
        article = self.articles.by_slug(slug)
        if article is None:
            raise NotFound(slug)
        return self.comments.for_article(article)

    def add(self, slug: str, body: str):
        if not body.strip():
            raise ValueError("body can't be empty")
        article = self.articles.by_slug(slug)
        if article is None:
            raise NotFound(slug)
        return self.comments.add(article, body)
