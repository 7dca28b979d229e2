from app.models.base import Base
from app.models.article import Article, Tag, article_tags, favorites
from app.models.user import User, follows

__all__ = ["Base", "Article", "Tag", "User", "article_tags", "favorites", "follows"]
