from realworld.models.base import Base
from realworld.models.tables import Article, Tag, User, article_tags

__all__ = ["Base", "Article", "Tag", "User", "article_tags"]
