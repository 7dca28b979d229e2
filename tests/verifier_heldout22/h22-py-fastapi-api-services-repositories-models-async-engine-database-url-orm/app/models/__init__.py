from app.models.base import Base
from app.models.user import User
from app.models.article import Article, Tag, article_tags

__all__ = ["Base", "User", "Article", "Tag", "article_tags"]
