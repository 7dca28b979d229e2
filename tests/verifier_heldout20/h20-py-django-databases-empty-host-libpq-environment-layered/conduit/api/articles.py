import jwt
from django.conf import settings
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from conduit.services import favorites


def _user_id(request) -> int | None:
    auth = request.headers.get("Authorization", "")
    if not auth.startswith("Token "):
        return None
    try:
        return int(jwt.decode(auth[6:], settings.SECRET_KEY, algorithms=["HS256"])["user_id"])
    except (jwt.PyJWTError, KeyError, ValueError):
        return None


@csrf_exempt
@require_POST
def favorite(request, slug):
    user_id = _user_id(request)
    if user_id is None:
        return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
    try:
        return JsonResponse({"article": favorites.favorite(slug, user_id)})
    except favorites.ArticleMissing:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
