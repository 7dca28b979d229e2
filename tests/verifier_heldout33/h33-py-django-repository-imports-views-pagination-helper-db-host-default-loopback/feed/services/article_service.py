from feed.repositories import article_repository


def list_articles(author, page):
    return article_repository.find(author, page)
