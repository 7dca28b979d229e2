from conduit.models.tables import Article, Base, Comment, Follow, User  # noqa: F401
