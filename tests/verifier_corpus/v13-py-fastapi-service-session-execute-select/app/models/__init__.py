from app.models.article import Article, Favorite
from app.models.user import Follow, User

__all__ = ["Article", "Favorite", "Follow", "User"]
