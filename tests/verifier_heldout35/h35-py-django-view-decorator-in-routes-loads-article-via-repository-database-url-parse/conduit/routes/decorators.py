from functools import wraps

from django.http import JsonResponse

from conduit.repositories.article_repository import ArticleRepository

_articles = ArticleRepository()


def with_article(view):
    """Resolve the <slug> of the URL to the Article, or answer 404."""
    @wraps(view)
    def wrapper(request, slug, *args, **kwargs):
        article = _articles.get_by_slug(slug)
        if article is None:
            return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
        return view(request, article, *args, **kwargs)
    return wrapper
