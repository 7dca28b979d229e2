from app.models.base import Base
from app.models.entities import Article, Favorite, Follow, Tag, User, article_tags

__all__ = ["Base", "Article", "Favorite", "Follow", "Tag", "User", "article_tags"]
