from app.models.base import Base
from app.models.user import Follow, User
from app.models.article import Article, ArticleTag, Comment, Favorite, Tag

__all__ = ["Base", "User", "Follow", "Article", "ArticleTag", "Comment", "Favorite", "Tag"]
