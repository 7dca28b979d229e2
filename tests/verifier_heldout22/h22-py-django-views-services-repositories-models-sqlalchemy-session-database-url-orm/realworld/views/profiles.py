import jwt
from django.conf import settings
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from realworld.services.profile_service import ProfileNotFound, ProfileService

service = ProfileService()


def _viewer(request):
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        return jwt.decode(header[6:], settings.SECRET_KEY, algorithms=["HS256"])["id"]
    except jwt.PyJWTError:
        return None


def profile(request, username):
    try:
        return JsonResponse({"profile": service.get(username, _viewer(request))})
    except ProfileNotFound:
        return JsonResponse({"errors": {"profile": ["not found"]}}, status=404)


@csrf_exempt
def follow(request, username):
    viewer = _viewer(request)
    if viewer is None:
        return JsonResponse({"errors": {"token": ["missing"]}}, status=401)
    if request.method not in ("POST", "DELETE"):
        return JsonResponse({}, status=405)
    try:
        data = service.set_following(username, viewer, request.method == "POST")
    except ProfileNotFound:
        return JsonResponse({"errors": {"profile": ["not found"]}}, status=404)
    return JsonResponse({"profile": data})
