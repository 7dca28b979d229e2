import json
from functools import wraps

from django.http import JsonResponse

from realworld.services import auth_service
from realworld.services.errors import ServiceError


def body(request):
    try:
        return json.loads(request.body or b"{}")
    except json.JSONDecodeError:
        return {}


def viewer(request):
    header = request.headers.get("Authorization", "")
    return auth_service.user_for(header.split(" ", 1)[1]) if " " in header else None


def handles_errors(view):
    @wraps(view)
    def wrapper(request, *args, **kwargs):
        try:
            return view(request, *args, **kwargs)
        except ServiceError as exc:
            return JsonResponse({"errors": {exc.field: [str(exc)]}}, status=exc.status)
    return wrapper


def article_json(d):
    a = d["article"]
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": a.tag_list, "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
            "favorited": d["favorited"], "favoritesCount": d["favorites_count"],
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": d["following"]}}
