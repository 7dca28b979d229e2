from app.models.entities import Article, Follow, User

__all__ = ["Article", "Follow", "User"]
