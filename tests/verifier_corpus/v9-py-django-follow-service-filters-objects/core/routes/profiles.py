from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods

from core.services.profiles import ProfileNotFound, ProfileService
from core.services.tokens import user_id_from

service = ProfileService()


def _viewer(request):
    return service.viewer(user_id_from(request.headers.get("Authorization", "")))


@require_http_methods(["GET"])
def profile(request, username: str):
    try:
        return JsonResponse({"profile": service.profile(username, _viewer(request))})
    except ProfileNotFound:
        return JsonResponse({"errors": {"profile": ["not found"]}}, status=404)


@csrf_exempt
@require_http_methods(["POST", "DELETE"])
def follow(request, username: str):
    viewer = _viewer(request)
    if viewer is None:
        return JsonResponse({"errors": {"token": ["missing"]}}, status=401)
    try:
        if request.method == "POST":
            return JsonResponse({"profile": service.follow(username, viewer)})
        return JsonResponse({"profile": service.unfollow(username, viewer)})
    except ProfileNotFound:
        return JsonResponse({"errors": {"profile": ["not found"]}}, status=404)
