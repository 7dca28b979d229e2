from app.models.base import Base
from app.models.user import User, Follow
from app.models.article import Article, Comment, Favorite, Tag

__all__ = ["Base", "User", "Follow", "Article", "Comment", "Favorite", "Tag"]
