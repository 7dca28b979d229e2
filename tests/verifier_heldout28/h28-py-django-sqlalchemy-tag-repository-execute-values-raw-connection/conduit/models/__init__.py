from conduit.models.tables import Article, ArticleTag, Base, Tag, User

__all__ = ["Article", "ArticleTag", "Base", "Tag", "User"]
