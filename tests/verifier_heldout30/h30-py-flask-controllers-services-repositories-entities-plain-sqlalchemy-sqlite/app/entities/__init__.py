from app.entities.article import Article, Tag, article_tags, favorites
from app.entities.user import User

__all__ = ["Article", "Tag", "User", "article_tags", "favorites"]
