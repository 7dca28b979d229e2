from app.models import Article, Comment
from app.repositories.base import BaseRepository


class ArticleRepository(BaseRepository[Article]):
    model = Article


class CommentRepository(BaseRepository[Comment]):
    model = Comment
