from conduit.repositories import article_repository


def list_articles(tag=None, limit=20, offset=0):
    return article_repository.paginate(tag=tag, limit=limit, offset=offset)


def all_tags():
    return article_repository.tag_names()
