from app.models import Comment
from app.repositories.article_repository import ArticleRepository
from app.repositories.comment_repository import CommentRepository


class NotFound(Exception):
    pass


class CommentService:
    def __init__(self):
        self.comments = CommentRepository()
        self.articles = ArticleRepository()

    def list(self, slug: str):
        if self.articles.by_slug(slug) is None:
            raise NotFound(slug)
        return self.comments.for_article(slug)

    def add(self, slug: str, author_id: int, body: str) -> Comment:
        article = self.articles.by_slug(slug)
        if article is None:
            raise NotFound(slug)
        return self.comments.add(Comment(body=body, article_id=article.id, author_id=author_id))
