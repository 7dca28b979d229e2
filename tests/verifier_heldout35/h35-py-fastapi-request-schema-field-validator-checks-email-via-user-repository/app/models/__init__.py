from app.models.entities import Article, Base, Follow, User

__all__ = ["Article", "Base", "Follow", "User"]
