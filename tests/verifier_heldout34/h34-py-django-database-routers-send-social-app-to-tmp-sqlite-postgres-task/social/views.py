from django.contrib.auth import get_user_model
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from articles.models import Article

from .models import Favorite, Follow


@csrf_exempt
def follow(request, username):
    target = get_user_model().objects.get(username=username)
    Follow.objects.get_or_create(follower_id=request.user.id or 0, followed_id=target.id)
    return JsonResponse({"profile": {"username": target.username, "following": True}})


@csrf_exempt
def favorite(request, slug):
    article = Article.objects.get(slug=slug)
    Favorite.objects.get_or_create(user_id=request.user.id or 0, article_id=article.id)
    return JsonResponse({"article": {"slug": slug, "favorited": True}})
