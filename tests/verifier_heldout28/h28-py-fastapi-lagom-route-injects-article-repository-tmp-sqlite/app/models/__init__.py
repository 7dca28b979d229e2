from app.models.entities import Article, User

__all__ = ["Article", "User"]
