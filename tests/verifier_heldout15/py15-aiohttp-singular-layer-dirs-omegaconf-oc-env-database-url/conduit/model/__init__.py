from conduit.model.tables import Article, Base, Favorite, Follow, User  # noqa: F401
