from flask import Blueprint, abort, g

from conduit.repositories import ArticleRepository

api_bp = Blueprint("api", __name__)
_articles = ArticleRepository()


@api_bp.url_value_preprocessor
def load_article(endpoint, values):
    """Resolve <slug> once for every article endpoint."""
    if values and "slug" in values:
        article = _articles.by_slug(values.pop("slug"))
        if article is None:
            abort(404)
        g.article = article


from conduit.api import articles, health  # noqa: E402,F401
