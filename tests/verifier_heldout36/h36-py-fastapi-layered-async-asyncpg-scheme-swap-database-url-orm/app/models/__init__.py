from app.models.article import Article, Favorite
from app.models.user import User

__all__ = ["Article", "Favorite", "User"]
