from functools import partial

from conduit.persistence.article_repository import ArticleRepository
from conduit.persistence.tag_repository import TagRepository
from conduit.services.article_service import ArticleService

from . import articles, health, tags


def register(app):
    article_service = ArticleService(ArticleRepository())
    app.add_url_rule("/api/health-check", view_func=health.health_check)
    app.add_url_rule("/api/articles/<slug>", endpoint="get_article",
                     view_func=partial(articles.get_article, service=article_service))
    app.add_url_rule("/api/tags", endpoint="tags",
                     view_func=partial(tags.list_tags, repo=TagRepository()))
