from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.csrf import csrf_exempt

from articles import favorites
from articles.models import Article


def _user_id(request):
    header = request.headers.get("Authorization", "")
    return int(header.removeprefix("Token ").split(".")[0]) if header.startswith("Token ") else None


def _render(article, user_id):
    favorited, count = favorites.state(article.slug, user_id)
    return {"slug": article.slug, "title": article.title, "description": article.description, "body": article.body,
            "favorited": favorited, "favoritesCount": count}


def article_detail(request, slug):
    article = get_object_or_404(Article, slug=slug)
    return JsonResponse({"article": _render(article, _user_id(request))})


@csrf_exempt
def favorite(request, slug):
    user_id = _user_id(request)
    if user_id is None:
        return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
    article = get_object_or_404(Article, slug=slug)
    if request.method == "POST":
        favorites.add(article.slug, user_id)
    elif request.method == "DELETE":
        favorites.remove(article.slug, user_id)
    return JsonResponse({"article": _render(article, user_id)})
