from domain.entities import Article, Base, Tag, User

__all__ = ["Article", "Base", "Tag", "User"]
