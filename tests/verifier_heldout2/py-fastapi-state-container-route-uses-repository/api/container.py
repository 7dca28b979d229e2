from api.repositories.articles import ArticleRepository
from api.repositories.comments import CommentRepository
from api.services.articles import ArticleService


class Container:
    def __init__(self) -> None:
        self.article_repository = ArticleRepository()
        self.comment_repository = CommentRepository()
        self.article_service = ArticleService(self.article_repository)
