from app.models.entities import Article, ArticleTag, Base, Favorite, Follow, Tag, User  # noqa: F401
