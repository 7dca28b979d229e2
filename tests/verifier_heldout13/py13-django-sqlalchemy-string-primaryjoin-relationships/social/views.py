import jwt
from django.conf import settings
from django.http import JsonResponse
from sqlalchemy import select

from social.orm import SessionLocal
from social.tables import Article, User


def _viewer_id(request) -> int | None:
    auth = request.headers.get("Authorization", "")
    if not auth.startswith("Token "):
        return None
    return jwt.decode(auth[6:], settings.SECRET_KEY, algorithms=["HS256"]).get("user_id")


def _profile(user: User, viewer_id: int | None) -> dict:
    return {"username": user.username, "bio": user.bio, "image": user.image,
            "following": viewer_id is not None and any(f.id == viewer_id for f in user.followers)}


def health(request):
    return JsonResponse({"status": "ok"})


def profile(request, username: str):
    with SessionLocal() as session:
        user = session.scalar(select(User).where(User.username == username))
        if user is None:
            return JsonResponse({"errors": {"profile": ["not found"]}}, status=404)
        return JsonResponse({"profile": _profile(user, _viewer_id(request))})


def comments(request, slug: str):
    viewer = _viewer_id(request)
    with SessionLocal() as session:
        article = session.scalar(select(Article).where(Article.slug == slug))
        if article is None:
            return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
        return JsonResponse({"comments": [
            {"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat(), "updatedAt": c.created_at.isoformat(),
             "author": _profile(c.author, viewer)} for c in article.comments]})
