from app.repositories.article_repository import ArticleRepository


class NotFound(Exception):
    pass


async def get_article(session, slug):
    article = await ArticleRepository(session).get(slug)
    if article is None:
        raise NotFound(slug)
    return article
