from conduit.models.schema import Article, ArticleTag, Base, Favorite, Follow, Tag, User  # noqa: F401
