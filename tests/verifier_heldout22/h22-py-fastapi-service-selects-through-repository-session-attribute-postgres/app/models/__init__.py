from app.models.entities import Article, Base, Favorite, User

__all__ = ["Article", "Base", "Favorite", "User"]
