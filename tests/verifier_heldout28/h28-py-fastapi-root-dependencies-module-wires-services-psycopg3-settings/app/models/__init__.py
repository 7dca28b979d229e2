from app.models.base import Base
from app.models.article import Article, ArticleTag, Favorite, Tag
from app.models.user import Follow, User

__all__ = ["Base", "Article", "ArticleTag", "Favorite", "Follow", "Tag", "User"]
