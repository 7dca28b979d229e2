import json

from django.http import HttpRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods

from conduit.services.accounts import AccountError, AccountService
from conduit.services.favorites import FavoriteService, NotFound

accounts = AccountService()
favorites = FavoriteService()


def _user(request: HttpRequest):
    header = request.headers.get("Authorization", "")
    return accounts.from_token(header[6:]) if header.startswith("Token ") else None


def _user_json(user) -> dict:
    return {"user": {"email": user.email, "token": accounts.token(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


def health_check(request: HttpRequest) -> JsonResponse:
    return JsonResponse({"status": "ok"})


@csrf_exempt
@require_http_methods(["POST"])
def register(request: HttpRequest) -> JsonResponse:
    data = json.loads(request.body)["user"]
    try:
        user = accounts.register(data["username"], data["email"], data["password"])
    except AccountError as err:
        return JsonResponse({"errors": {"body": [str(err)]}}, status=err.status)
    return JsonResponse(_user_json(user), status=201)


@csrf_exempt
@require_http_methods(["POST"])
def login(request: HttpRequest) -> JsonResponse:
    data = json.loads(request.body)["user"]
    try:
        return JsonResponse(_user_json(accounts.login(data["email"], data["password"])))
    except AccountError as err:
        return JsonResponse({"errors": {"body": [str(err)]}}, status=err.status)


@csrf_exempt
@require_http_methods(["POST", "DELETE"])
def favorite(request: HttpRequest, slug: str) -> JsonResponse:
    user = _user(request)
    if user is None:
        return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
    try:
        article, on, count = favorites.set(user, slug, request.method == "POST")
    except NotFound:
        return JsonResponse({"errors": {"body": ["article not found"]}}, status=404)
    return JsonResponse({"article": {"slug": article.slug, "title": article.title,
                                     "description": article.description, "body": article.body,
                                     "tagList": [], "favorited": on, "favoritesCount": count,
                                     "createdAt": article.created_at.isoformat(),
                                     "updatedAt": article.updated_at.isoformat(),
                                     "author": {"username": article.author.username, "bio": article.author.bio,
                                                "image": article.author.image, "following": False}}})
