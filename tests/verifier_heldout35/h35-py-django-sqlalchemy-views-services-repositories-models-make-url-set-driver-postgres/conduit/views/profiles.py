from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from conduit.services.profile_service import ProfileNotFound, ProfileService

service = ProfileService()


def _viewer(request) -> int | None:
    header = request.headers.get("Authorization", "")
    return 1 if header.startswith("Token ") else None  # token decoding omitted


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
    try:
        return JsonResponse({"profile": service.follow(username, viewer)})
    except ProfileNotFound:
        return JsonResponse({"errors": {"profile": ["not found"]}}, status=404)
