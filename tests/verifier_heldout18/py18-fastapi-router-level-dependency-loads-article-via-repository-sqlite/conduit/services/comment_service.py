from ..models import Comment
from ..repositories.article_repository import ArticleRepository
from ..repositories.comment_repository import CommentRepository


class CommentService:
    def __init__(self, session):
        self.articles = ArticleRepository(session)
        self.comments = CommentRepository(session)

    def list(self, slug):
        article = self.articles.get_by_slug(slug)
        return self.comments.for_article(article.id)

    def add(self, slug, author_id, body):
        article = self.articles.get_by_slug(slug)
        return self.comments.add(Comment(article_id=article.id, author_id=author_id, body=body))
