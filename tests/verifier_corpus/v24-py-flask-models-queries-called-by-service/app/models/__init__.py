from app.models.article import Article, Tag, User, article_tags

__all__ = ["Article", "Tag", "User", "article_tags"]
