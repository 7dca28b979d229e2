from app.models.profile import Profile
from app.models.article import Article, Comment

__all__ = ["Profile", "Article", "Comment"]
