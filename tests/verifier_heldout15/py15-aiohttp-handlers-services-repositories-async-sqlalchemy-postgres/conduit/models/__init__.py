from conduit.models.entities import Article, Base, Favorite, Follow, User  # noqa: F401
