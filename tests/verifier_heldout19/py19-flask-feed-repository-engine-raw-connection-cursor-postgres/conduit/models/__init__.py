from conduit.models.article import Article, Follow
