from app.models.article import Article, ArticleTag, Favorite
from app.models.tag import Tag
from app.models.user import Follow, User

__all__ = ["Article", "ArticleTag", "Favorite", "Follow", "Tag", "User"]
