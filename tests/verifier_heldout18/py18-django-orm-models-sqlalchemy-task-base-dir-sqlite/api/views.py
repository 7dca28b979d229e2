from django.db.models import Count
from django.http import JsonResponse

from .models import Article, Profile


def health(request):
    return JsonResponse({"status": "ok"})


def profile(request, username):
    p = Profile.objects.filter(username=username).first()
    if p is None:
        return JsonResponse({"errors": {"profile": ["not found"]}}, status=404)
    return JsonResponse({"profile": {"username": p.username, "bio": p.bio, "image": p.image, "following": False}})


def articles(request):
    qs = Article.objects.select_related("author").annotate(n_fav=Count("favorited_by")).order_by("-created_at")
    if tag := request.GET.get("author"):
        qs = qs.filter(author__username=tag)
    data = [{"slug": a.slug, "title": a.title, "favoritesCount": a.n_fav} for a in qs[:20]]
    return JsonResponse({"articles": data, "articlesCount": qs.count()})
