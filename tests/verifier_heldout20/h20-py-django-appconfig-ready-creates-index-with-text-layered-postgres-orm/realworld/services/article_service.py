from realworld.repositories import article_repository


def list_articles(tag=None, author=None, limit=20, offset=0):
    limit = max(1, min(limit, 100))
    offset = max(0, offset)
    return article_repository.search(tag, author, limit, offset)
