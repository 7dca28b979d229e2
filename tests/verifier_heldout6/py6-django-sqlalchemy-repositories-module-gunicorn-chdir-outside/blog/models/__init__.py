from blog.models.tables import Article, Base, Comment, Follow, User

__all__ = ["Base", "User", "Follow", "Article", "Comment"]
