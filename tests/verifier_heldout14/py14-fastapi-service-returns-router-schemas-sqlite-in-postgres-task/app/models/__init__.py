from app.models.models import Article, Base, Tag, User, article_tags

__all__ = ["Article", "Base", "Tag", "User", "article_tags"]
