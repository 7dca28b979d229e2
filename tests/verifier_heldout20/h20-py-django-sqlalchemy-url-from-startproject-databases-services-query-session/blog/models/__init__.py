from blog.models.entities import Article, Base, User

__all__ = ["Article", "Base", "User"]
