from app.models.base import Base
from app.models.user import Follow, User
from app.models.article import Article, Comment, Favorite, Tag, article_tags

__all__ = ["Base", "User", "Follow", "Article", "Comment", "Favorite", "Tag", "article_tags"]
