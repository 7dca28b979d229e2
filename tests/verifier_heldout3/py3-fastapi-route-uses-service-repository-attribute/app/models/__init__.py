from app.models.entities import Article, ArticleTag, Base, Comment, Tag, User

__all__ = ["Base", "User", "Article", "Tag", "ArticleTag", "Comment"]
