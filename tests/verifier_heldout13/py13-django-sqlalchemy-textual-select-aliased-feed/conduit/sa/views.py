import jwt
from django.conf import settings
from django.http import JsonResponse

from conduit.sa import queries


def health(request):
    return JsonResponse({"status": "ok"})


def feed(request):
    auth = request.headers.get("Authorization", "")
    if not auth.startswith("Token "):
        return JsonResponse({"errors": {"token": ["missing"]}}, status=401)
    viewer = jwt.decode(auth[6:], settings.SECRET_KEY, algorithms=["HS256"])["id"]
    limit, offset = int(request.GET.get("limit", 20)), int(request.GET.get("offset", 0))
    rows, total = queries.feed(viewer, limit, offset)
    return JsonResponse({"articlesCount": total, "articles": [
        {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body, "tagList": [],
         "favorited": False, "favoritesCount": 0, "createdAt": a.created_at.isoformat(),
         "updatedAt": a.updated_at.isoformat(),
         "author": {"username": u.username, "bio": u.bio, "image": u.image, "following": True}} for a, u in rows]})
