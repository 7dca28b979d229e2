from django.contrib.auth import get_user_model
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from feed.models import Article


def health_check(request):
    return JsonResponse({"status": "ok"})


@csrf_exempt
def favorite(request, slug):
    article = Article.objects.filter(slug=slug).first()
    if article is None:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
    user = get_user_model().objects.filter(pk=request.headers.get("X-User-Id")).first()
    if user is None:
        return JsonResponse({"errors": {"token": ["invalid"]}}, status=401)
    if request.method == "POST":
        article.favorited_by.add(user)
    elif request.method == "DELETE":
        article.favorited_by.remove(user)
    return JsonResponse({"article": {"slug": article.slug, "title": article.title,
                                     "favorited": request.method == "POST",
                                     "favoritesCount": article.favorited_by.count()}})
