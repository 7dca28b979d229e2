from app.models.base import Base
from app.models.user import User, follows
from app.models.article import Article, Tag, article_tags, favorites
from app.models.comment import Comment

__all__ = ["Base", "User", "follows", "Article", "Tag", "article_tags", "favorites", "Comment"]
