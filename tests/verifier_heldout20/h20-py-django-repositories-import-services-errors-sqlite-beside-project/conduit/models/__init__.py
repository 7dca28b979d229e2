from conduit.models.article import Article, Comment
